//! The visitor's device class (spec 002 §9: desktop, tablet, mobile) and browser, OS and device
//! name for stored responses, parsed from the User-Agent with woothee, a maintained parser whose
//! dataset is compiled in (no data file to ship or download).

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Device {
    Desktop,
    Tablet,
    Mobile,
}

impl Device {
    pub fn as_str(self) -> &'static str {
        match self {
            Device::Desktop => "desktop",
            Device::Tablet => "tablet",
            Device::Mobile => "mobile",
        }
    }
}

/// Browser, OS and device of a response (spec 001 §3 `user_browser`, `user_os`, `user_device`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Agent {
    pub browser: String,
    pub os: String,
    pub device: Device,
}

/// Tablets are reported by woothee as smartphones; these markers tell them apart.
fn is_tablet(ua: &str, os: &str) -> bool {
    os == "iPad"
        || ua.contains("Tablet")
        || (ua.contains("Android") && !ua.contains("Mobile"))
        || ua.contains("Kindle")
        || ua.contains("Silk/")
}

pub fn parse(user_agent: &str) -> Agent {
    let parser = woothee::parser::Parser::new();
    let Some(result) = parser.parse(user_agent) else {
        return Agent {
            browser: "Unknown".into(),
            os: "Unknown".into(),
            device: Device::Desktop,
        };
    };
    let device = match result.category {
        "smartphone" | "mobilephone" if is_tablet(user_agent, result.os) => Device::Tablet,
        "smartphone" | "mobilephone" => Device::Mobile,
        _ => Device::Desktop,
    };
    let known = |s: &str| {
        if s.is_empty() || s == "UNKNOWN" {
            "Unknown".to_owned()
        } else {
            s.to_owned()
        }
    };
    let browser = match (known(result.name).as_str(), result.version) {
        ("Unknown", _) => "Unknown".to_owned(),
        (name, v) if !v.is_empty() && v != "UNKNOWN" => {
            let major = v.split('.').next().unwrap_or(v);
            format!("{name} {major}")
        }
        (name, _) => name.to_owned(),
    };
    Agent {
        browser,
        os: known(result.os),
        device,
    }
}

/// The device class alone: what the selection rules need on every page view.
pub fn device_of(user_agent: &str) -> Device {
    parse(user_agent).device
}

#[cfg(test)]
mod tests {
    use super::*;

    const IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";
    const IPAD: &str = "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
    const ANDROID_TABLET: &str = "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36";
    const ANDROID_PHONE: &str = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
    const DESKTOP: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";

    #[test]
    fn tells_desktop_tablet_and_mobile_apart() {
        assert_eq!(device_of(DESKTOP), Device::Desktop);
        assert_eq!(device_of(IPHONE), Device::Mobile);
        assert_eq!(device_of(ANDROID_PHONE), Device::Mobile);
        assert_eq!(device_of(IPAD), Device::Tablet);
        assert_eq!(device_of(ANDROID_TABLET), Device::Tablet);
        assert_eq!(device_of(""), Device::Desktop);
        assert_eq!(device_of("curl/8.0"), Device::Desktop);
    }

    #[test]
    fn names_browser_and_os() {
        let agent = parse(DESKTOP);
        assert_eq!(agent.browser, "Chrome 120");
        assert_eq!(agent.os, "Linux");
        let agent = parse(IPHONE);
        assert_eq!(agent.browser, "Safari 17");
        assert_eq!(agent.os, "iPhone");
        assert_eq!(parse("").browser, "Unknown");
    }
}
