//! Notifications in the admin's drawer, raised by add-ons that declare `notifications:raise`
//! (API 1.1). The 1.1 contract has no interface for them and a published contract does not change,
//! so they travel through storage calls on a reserved namespace, as counter keys do: a
//! `storage.set` of `hearken:notification/{id}` with `{title, content, link?}` raises one (unless
//! one with that id exists, active or dismissed, as the host's own), and a `storage.delete` of
//! `hearken:notification/{prefix}` withdraws every one of the add-on's whose id starts with
//! `prefix`. Nothing of it is stored among the add-on's keys. The SDK wraps both
//! (`hearken_addon::notifications`).
//!
//! What an add-on may put in the drawer is bounded: plain text (the drawer renders no markup), a
//! title of at most 120 characters, content of at most 1,000, one link that stays inside the admin
//! (`/admin/…`), ids of `[a-z0-9.-]` (no LIKE wildcard), and at most [`MAX_ACTIVE`] of its
//! notifications at a time. Each is filed as `addon:{slug}:{id}`, so uninstalling withdraws them.

use serde::Deserialize;

use super::{DB_LIMIT, HostCall, HostFuture};
use crate::addons::package::manifest::Permission;

/// A notification for the admin's drawer, as the add-on platform raises one: an add-on's own, or
/// the registry's about an add-on that broke. Always an alert with a warning icon.
#[derive(Debug, Clone)]
pub struct Notice {
    pub id: String,
    pub title: String,
    /// Plain text.
    pub content: String,
    /// One link inside the admin: its text and its `/admin/…` address.
    pub link: Option<(String, String)>,
}

/// The admin's notifications drawer, which the application's notifications implement.
pub trait Drawer: Send + Sync {
    /// How many notifications (active or dismissed) have ids starting with `prefix`.
    fn count(&self, prefix: &str) -> HostFuture<'_, i64>;
    /// Raises `notice` unless one with its id exists (active or dismissed).
    fn raise(&self, notice: Notice) -> HostFuture<'_, ()>;
    /// Withdraws the notifications whose ids start with `prefix`, all but `keep`.
    fn withdraw(&self, prefix: &str, keep: Option<&str>) -> HostFuture<'_, ()>;
}

/// The reserved key namespace.
pub const KEY_PREFIX: &str = "hearken:notification/";
/// Notifications one add-on may have in the drawer at a time (active or dismissed).
pub const MAX_ACTIVE: i64 = 20;

/// The drawer ids of `slug`'s notifications start with this.
pub fn prefix(slug: &str) -> String {
    format!("addon:{slug}:")
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raised {
    title: String,
    content: String,
    #[serde(default)]
    link: Option<Link>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Link {
    text: String,
    url: String,
}

fn valid_id(id: &str, allow_empty: bool) -> Result<(), String> {
    if (id.is_empty() && !allow_empty)
        || id.len() > 64
        || !id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'.')
    {
        return Err("a notification id is 1 to 64 characters of a-z, 0-9, '-' and '.'".into());
    }
    Ok(())
}

impl HostCall {
    pub async fn notification_raise(&mut self, id: &str, value: &str) -> Result<(), String> {
        self.require(Permission::NotificationsRaise)?;
        valid_id(id, false)?;
        let raised: Raised = serde_json::from_str(value).map_err(|e| {
            format!("a notification is {{\"title\", \"content\", \"link\"?: {{\"text\", \"url\"}}}} ({e})")
        })?;
        let link_text = raised.link.as_ref().map_or("", |l| l.text.as_str());
        if [raised.title.as_str(), raised.content.as_str(), link_text]
            .iter()
            .any(|text| text.contains('\0'))
        {
            return Err("a notification may not contain the NUL character (U+0000)".into());
        }
        let title = raised.title.trim();
        let content = raised.content.trim();
        if title.is_empty() || title.chars().count() > 120 {
            return Err("a notification's title is 1 to 120 characters".into());
        }
        if content.is_empty() || content.chars().count() > 1000 {
            return Err("a notification's content is 1 to 1000 characters".into());
        }
        let link = match raised.link {
            None => None,
            Some(link) => {
                let text = link.text.trim();
                if text.is_empty() || text.chars().count() > 40 {
                    return Err("a notification's link text is 1 to 40 characters".into());
                }
                if !link.url.starts_with("/admin/") || link.url.contains("//") {
                    return Err("a notification's link stays inside the admin (/admin/…)".into());
                }
                Some((text.to_owned(), link.url))
            }
        };
        let drawer = self.services()?.drawer;
        let family = prefix(&self.info.slug);
        let notice = Notice {
            id: format!("{family}{id}"),
            title: title.to_owned(),
            content: content.to_owned(),
            link,
        };
        self.wait(DB_LIMIT, async move {
            let held = drawer.count(&family).await?;
            if held >= MAX_ACTIVE {
                return Err(format!(
                    "an add-on keeps at most {MAX_ACTIVE} notifications; withdraw some first"
                ));
            }
            drawer.raise(notice).await
        })
        .await
    }

    pub async fn notification_withdraw(&mut self, id_prefix: &str) -> Result<(), String> {
        self.require(Permission::NotificationsRaise)?;
        valid_id(id_prefix, true)?;
        let drawer = self.services()?.drawer;
        let id = format!("{}{id_prefix}", prefix(&self.info.slug));
        self.wait(DB_LIMIT, async move { drawer.withdraw(&id, None).await })
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::valid_id;

    #[test]
    fn ids_hold_no_like_wildcard() {
        assert!(valid_id("disconnected-1732", false).is_ok());
        assert!(valid_id("a.b", false).is_ok());
        assert!(valid_id("", false).is_err());
        assert!(valid_id("", true).is_ok());
        assert!(valid_id("a_b", false).is_err());
        assert!(valid_id("a%", false).is_err());
        assert!(valid_id("Upper", false).is_err());
        assert!(valid_id(&"a".repeat(65), false).is_err());
    }
}
