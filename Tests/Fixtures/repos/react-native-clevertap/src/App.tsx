import React, {useEffect} from 'react';
import {Linking, Text, View} from 'react-native';

const CleverTap = require('clevertap-react-native');

export default function App(): JSX.Element {
  useEffect(() => {
    CleverTap.setDebugLevel(3);
    CleverTap.registerForPush();
    CleverTap.addListener(CleverTap.CleverTapPushNotificationClicked, (event: {wzrk_dl?: string}) => {
      if (event.wzrk_dl) {
        Linking.openURL(event.wzrk_dl);
      }
    });
    return () => CleverTap.removeListener(CleverTap.CleverTapPushNotificationClicked);
  }, []);
  return (
    <View>
      <Text>Store</Text>
    </View>
  );
}
