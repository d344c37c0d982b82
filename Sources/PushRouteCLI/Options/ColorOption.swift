import PushRouteCore

/// `--color auto|always|never`, which every command accepts: whether records and diagnostics
/// carry colour. `auto` follows `NO_COLOR`, then `FORCE_COLOR`/`CLICOLOR_FORCE`, then whether
/// the stream is a terminal (`Terminal.wantsColor`); the option wins over all of them.
public enum ColorOption {
    public static let color = Option.choice(
        "color", of: ColorChoice.self,
        help:
            "colour in the output and the diagnostics: auto follows NO_COLOR, FORCE_COLOR and CLICOLOR_FORCE, then colours only a terminal",
        default: .auto)
}
