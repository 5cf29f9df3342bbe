//! Checks of text that several features share: e-mail addresses, colours, site URLs and paths,
//! and markup where plain text is asked for.

/// The refusal of a list of e-mail addresses (spec 000 §5, 002 §5).
pub const INVALID_ADDRESSES: &str = "Please enter valid e-mail addresses, separated by commas.";

/// `local@domain` with a dotted domain and no spaces (spec 000 §5, 002 §5).
pub fn is_valid_email(address: &str) -> bool {
    let Some((local, domain)) = address.rsplit_once('@') else {
        return false;
    };
    !local.is_empty()
        && address.len() <= 254
        && !address
            .chars()
            .any(|c| c.is_whitespace() || c == ',' || c == '<' || c == '>')
        && !local.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains("..")
}

/// True for `#RGB` and `#RRGGBB`.
pub fn is_hex_color(value: &str) -> bool {
    value
        .strip_prefix('#')
        .is_some_and(|hex| matches!(hex.len(), 3 | 6) && hex.chars().all(|c| c.is_ascii_hexdigit()))
}

/// An absolute http(s) URL or a site-relative path.
pub fn is_url(value: &str) -> bool {
    let value = value.trim();
    let rest = value
        .strip_prefix("https://")
        .or_else(|| value.strip_prefix("http://"));
    match rest {
        Some(rest) => {
            !rest.is_empty()
                && !rest.starts_with(['/', '\\'])
                && !value.contains(char::is_whitespace)
        }
        // Browsers read a backslash as a slash: `/\evil.com` is `//evil.com`, another site.
        None => {
            value.starts_with('/')
                && !value.starts_with("//")
                && !value.contains('\\')
                && !value.contains(char::is_whitespace)
        }
    }
}

/// Text that looks like HTML markup (`<script>`, `</b>`, `<!--`): refused in titles and labels,
/// which are plain text everywhere they are shown.
pub fn has_markup(text: &str) -> bool {
    text.as_bytes()
        .windows(2)
        .any(|w| w[0] == b'<' && (w[1].is_ascii_alphabetic() || matches!(w[1], b'/' | b'!' | b'?')))
}
