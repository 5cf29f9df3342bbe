//! An add-on's refusal: the `Err` of a call, which is its answer and not a fault. Its text is the
//! message, or the SDK's `Refusal` as JSON `{"message", "field"}` names the field it is about too.
//! It is read here once, for the client's 422 and for the host's log line, so that neither shows
//! the JSON the add-on sent.

use crate::{
    addons::package::hooks::Hook,
    error::{Error, FieldErrors},
};

/// The longest message kept, in characters: the add-on's words, not a document.
const MESSAGE_MAX: usize = 500;
/// The longest field name kept, in bytes; a longer one is dropped, the message kept.
const FIELD_MAX: usize = 200;

/// A refusal as read: the add-on's message (none when it gave none) and the field it names.
#[derive(Debug, PartialEq)]
pub struct Refusal {
    pub message: Option<String>,
    pub field: Option<String>,
}

impl Refusal {
    /// Reads the text of `CallError::Refused`.
    pub fn read(text: &str) -> Refusal {
        #[derive(serde::Deserialize)]
        struct Sent {
            message: String,
            #[serde(default)]
            field: Option<String>,
        }
        let (message, field) = match serde_json::from_str::<Sent>(text) {
            Ok(sent) => (Some(sent.message), sent.field),
            Err(_) => (Some(text.to_owned()), None),
        };
        Refusal {
            message: message
                .filter(|m| !m.trim().is_empty())
                .map(|m| m.chars().take(MESSAGE_MAX).collect()),
            field: field.filter(|f| !f.is_empty() && f.len() <= FIELD_MAX),
        }
    }

    /// The client's 422 `addon_refused`: the add-on's message (or one naming add-on `name`), also
    /// under the field when the refusal names one.
    pub fn into_error(self, name: &str) -> Error {
        let message = self
            .message
            .unwrap_or_else(|| format!("The {name} add-on refused this request."));
        let fields = self
            .field
            .map(|f| FieldErrors::from([(f, message.clone())]))
            .unwrap_or_default();
        Error::Invalid {
            code: "addon_refused",
            message,
            fields,
        }
    }

    /// What the host log says after "add-on refused: ": the message and the field, on one line
    /// whatever line breaks the add-on wrote (so it cannot forge a line of its own).
    pub fn log_line(&self) -> String {
        let one_line = |text: &str| -> String {
            text.chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect()
        };
        let message = self
            .message
            .as_deref()
            .map_or_else(|| "(no message)".to_owned(), one_line);
        match &self.field {
            Some(field) => format!("{message} (field {})", one_line(field)),
            None => message,
        }
    }
}

/// Logs add-on `slug`'s refusal `text` on `hook` as one readable line.
pub fn log(slug: &str, hook: Hook, text: &str) {
    tracing::info!(
        addon = %slug,
        hook = hook.name(),
        "add-on refused: {}",
        Refusal::read(text).log_line()
    );
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use super::*;

    /// What `log` writes, as the server's text log would show it.
    fn logged(slug: &str, hook: Hook, text: &str) -> String {
        #[derive(Clone, Default)]
        struct Capture(Arc<Mutex<Vec<u8>>>);
        impl std::io::Write for Capture {
            fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(bytes);
                Ok(bytes.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let capture = Capture::default();
        let writer = capture.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .without_time()
            .with_target(false)
            .finish();
        tracing::subscriber::with_default(subscriber, || log(slug, hook, text));
        String::from_utf8(capture.0.lock().unwrap().clone()).unwrap()
    }

    #[test]
    fn a_refusal_is_logged_as_its_message_and_field_not_as_json() {
        let line = logged(
            "ledger",
            Hook::ValidateResponse,
            r#"{"message":"Please keep it civil.","field":"answers.q1"}"#,
        );
        assert_eq!(
            line.trim(),
            "INFO add-on refused: Please keep it civil. (field answers.q1) addon=ledger hook=\"validate-response\""
        );
        let plain = logged("ledger", Hook::HttpRequest, "Ledger says no.");
        assert!(
            plain.contains("add-on refused: Ledger says no. addon=ledger"),
            "{plain}"
        );
    }

    #[test]
    fn an_addon_cannot_break_the_log_line_or_leave_it_empty() {
        let forged = logged(
            "ledger",
            Hook::ValidateResponse,
            "No.\n  ERROR the database is gone",
        );
        assert_eq!(forged.lines().count(), 1, "{forged}");
        assert!(
            forged.contains("add-on refused: No.   ERROR the database is gone"),
            "{forged}"
        );
        let silent = logged(
            "ledger",
            Hook::ValidateResponse,
            r#"{"message":" ","field":"answers.q1"}"#,
        );
        assert!(
            silent.contains("add-on refused: (no message) (field answers.q1)"),
            "{silent}"
        );
    }

    #[test]
    fn the_client_gets_the_message_under_its_field_or_the_addons_name() {
        let refused = |text: &str| match Refusal::read(text).into_error("Ledger") {
            Error::Invalid {
                code,
                message,
                fields,
            } => (code, message, fields),
            other => panic!("{other:?}"),
        };
        let (code, message, fields) =
            refused(r#"{"message":"Please keep it civil.","field":"answers.q1"}"#);
        assert_eq!(code, "addon_refused");
        assert_eq!(message, "Please keep it civil.");
        assert_eq!(
            fields,
            FieldErrors::from([("answers.q1".into(), "Please keep it civil.".into())])
        );
        let (_, message, fields) = refused("");
        assert_eq!(message, "The Ledger add-on refused this request.");
        assert!(fields.is_empty());
        let long_field = format!(r#"{{"message":"No.","field":"{}"}}"#, "f".repeat(201));
        assert!(
            refused(&long_field).2.is_empty(),
            "a field past 200 bytes is dropped"
        );
        assert_eq!(refused(&"x".repeat(600)).1.chars().count(), 500);
    }
}
