/// How every output names a payload: `FILE:LINE`, the first payload of a file too (`:1`, or
/// the line it starts on), so that `cut -d: -f1,2` and awk's fields never shift (README
/// "Repairs"; pushroute(1), OUTPUT).
enum PayloadLabel {
    static func text(file: String, line: Int) -> String { "\(file):\(line)" }
}
