//! A visitor's address: the key its per-address limits count under, its anonymised form, and the
//! country a trusted proxy's header names.

use axum::http::HeaderMap;

/// The part of a visitor's address a per-address limit counts: the address itself for IPv4, its
/// /64 network for IPv6 (one subscriber gets a whole /64, so counting single IPv6 addresses would
/// give each visitor billions of budgets).
pub fn rate_key(address: &str) -> std::borrow::Cow<'_, str> {
    match address.parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V6(v6)) if v6.to_ipv4_mapped().is_none() => {
            let s = v6.segments();
            format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3]).into()
        }
        _ => address.into(),
    }
}

/// Keeps the first three bytes of an IPv4 address and the first three groups of an IPv6 one.
pub fn anonymise_ip(address: &str) -> String {
    match address.parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V4(v4)) => {
            let [a, b, c, _] = v4.octets();
            format!("{a}.{b}.{c}.0")
        }
        Ok(std::net::IpAddr::V6(v6)) => {
            let s = v6.segments();
            format!("{:x}:{:x}:{:x}::", s[0], s[1], s[2])
        }
        Err(_) => String::new(),
    }
}

/// The visitor's country from the header a trusted proxy sets (`HEARKEN_COUNTRY_HEADER`), when
/// one is configured.
pub fn header_country(header: Option<&str>, headers: &HeaderMap) -> Option<String> {
    headers
        .get(header?)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_visitors_count_per_64_and_ipv4_per_address() {
        assert_eq!(rate_key("2001:db8:1:2:aaaa::1"), "2001:db8:1:2::/64");
        assert_eq!(rate_key("2001:db8:1:2:ffff:1:2:3"), "2001:db8:1:2::/64");
        assert_ne!(rate_key("2001:db8:1:3::1"), rate_key("2001:db8:1:2::1"));
        assert_eq!(rate_key("198.51.100.7"), "198.51.100.7");
        assert_eq!(rate_key("::ffff:198.51.100.7"), "::ffff:198.51.100.7");
        assert_eq!(rate_key("unknown"), "unknown");
    }

    #[test]
    fn anonymised_addresses_drop_the_host_part() {
        assert_eq!(anonymise_ip("203.0.113.57"), "203.0.113.0");
        assert_eq!(
            anonymise_ip("2001:db8:85a3:8d3:1319:8a2e:370:7348"),
            "2001:db8:85a3::"
        );
        assert_eq!(anonymise_ip("unknown"), "");
    }
}
