import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// A push service's answer to a send request, told from a push and from other dictionaries
/// (docs/pasted-forms.md §11.8): the whole answer, its keys all the service's.
@Suite struct ServiceResponseTests {
    @Test(
        arguments: [
            (
                #"{"multicast_id": 1, "success": 1, "failure": 0, "canonical_ids": 0, "results": [{"message_id": "0:1"}]}"#,
                "FCM's response to a legacy send request"
            ),
            (#"{"multicast_id": 1, "results": []}"#, "FCM's response to a legacy send request"),
            (
                #"{"name": "projects/app-1/messages/0:1500415314455276%31bd1c96"}"#,
                "FCM's response to an HTTP v1 send request"
            ),
            (
                #"{"error": {"code": 400, "message": "The registration token is not a valid FCM registration token", "status": "INVALID_ARGUMENT"}}"#,
                "FCM's error answer to an HTTP v1 send request"
            ),
            (#"{"reason": "BadDeviceToken"}"#, "APNs's error answer to a send request"),
            (#"{"reason": "Unregistered", "timestamp": 1459014990000}"#, "APNs's error answer to a send request"),
            // Not the whole answer, or not the service's.
            (#"{"multicast_id": 1, "results": [], "aps": {}}"#, nil),
            (#"{"multicast_id": 1}"#, nil),
            (#"{"name": "Bob"}"#, nil),
            (#"{"name": "projects/app-1/messages/0:1", "data": {}}"#, nil),
            (#"{"error": "TopicsMessageRateExceeded"}"#, nil),
            (#"{"error": {"message": "no code"}}"#, nil),
            (#"{"reason": "the token is bad"}"#, nil),
            (#"{"reason": "badDeviceToken"}"#, nil),
            (#"{"reason": 410}"#, nil),
        ] as [(String, String?)])
    func tellsAnAnswer(_ json: String, _ label: String?) throws {
        let object = try #require(try Jansson.decode(json).get().objectValue)
        #expect(ServiceResponse.label(of: object) == label)
    }

}
