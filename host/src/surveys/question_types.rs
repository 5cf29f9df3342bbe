//! The question types of spec 000 §3–§5 and the rules each carries: option counts and kinds, which
//! settings apply, and which logic operators and redirect comparators it allows. The advanced types
//! need the question-types add-on; the add-on platform will let add-ons contribute further types.

/// How a choice question's options look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionKind {
    /// No options (text, email, ratings).
    None,
    /// Plain strings.
    Text,
    /// `{label, image}`.
    Image,
    /// `{label, icon: {name, style}}`.
    Icon,
}

#[derive(Debug, Clone, Copy)]
pub struct QuestionType {
    pub key: &'static str,
    pub label: &'static str,
    pub options: OptionKind,
    pub min_options: usize,
    pub max_options: usize,
    /// Needs the question-types add-on (Pro).
    pub advanced: bool,
    pub randomize: bool,
    pub comment_box: bool,
    /// Operators other questions' logic may use on this one; empty means it cannot drive logic.
    pub logic_operators: &'static [&'static str],
    /// Comparators a conditional-redirect row may use on this one.
    pub redirect_comparators: &'static [&'static str],
    /// Numeric answers run 1..=max (star rating 5, NPS 10).
    pub scale_max: Option<i64>,
    pub default_title: &'static str,
}

pub const MAX_OPTIONS: usize = 5;

const EQ: &[&str] = &["is", "is_not"];
const CHECKBOX_OPS: &[&str] = &["is", "is_not", "includes"];
const SCALE_OPS: &[&str] = &["is", "is_not", "lower_than", "greater_than"];
const TEXT_COMPARATORS: &[&str] = &["CONTAINS", "!CONTAINS", "STARTS_WITH", "ENDS_WITH"];

pub const TYPES: [QuestionType; 9] = [
    QuestionType {
        key: "checkbox",
        label: "Checkbox",
        options: OptionKind::Text,
        min_options: 1,
        max_options: MAX_OPTIONS,
        advanced: false,
        randomize: true,
        comment_box: true,
        logic_operators: CHECKBOX_OPS,
        redirect_comparators: &["IN"],
        scale_max: None,
        default_title: "",
    },
    QuestionType {
        key: "radio-button",
        label: "Radio",
        options: OptionKind::Text,
        min_options: 2,
        max_options: MAX_OPTIONS,
        advanced: false,
        randomize: true,
        comment_box: true,
        logic_operators: EQ,
        redirect_comparators: &["=", "!="],
        scale_max: None,
        default_title: "",
    },
    QuestionType {
        key: "image-radio",
        label: "Image Radio",
        options: OptionKind::Image,
        min_options: 2,
        max_options: MAX_OPTIONS,
        advanced: true,
        randomize: true,
        comment_box: true,
        logic_operators: &[],
        redirect_comparators: &["=", "!="],
        scale_max: None,
        default_title: "",
    },
    QuestionType {
        key: "icon-choice",
        label: "Icon Choice",
        options: OptionKind::Icon,
        min_options: 2,
        max_options: MAX_OPTIONS,
        advanced: true,
        randomize: true,
        comment_box: true,
        logic_operators: &[],
        redirect_comparators: &["=", "!="],
        scale_max: None,
        default_title: "",
    },
    QuestionType {
        key: "email",
        label: "Email",
        options: OptionKind::None,
        min_options: 0,
        max_options: 0,
        advanced: false,
        randomize: false,
        comment_box: false,
        logic_operators: &[],
        redirect_comparators: TEXT_COMPARATORS,
        scale_max: None,
        default_title: "",
    },
    QuestionType {
        key: "text",
        label: "Single Line Text",
        options: OptionKind::None,
        min_options: 0,
        max_options: 0,
        advanced: false,
        randomize: false,
        comment_box: false,
        logic_operators: &[],
        redirect_comparators: TEXT_COMPARATORS,
        scale_max: None,
        default_title: "",
    },
    QuestionType {
        key: "long-text",
        label: "Comment Box",
        options: OptionKind::None,
        min_options: 0,
        max_options: 0,
        advanced: false,
        randomize: false,
        comment_box: false,
        logic_operators: &[],
        redirect_comparators: TEXT_COMPARATORS,
        scale_max: None,
        default_title: "",
    },
    QuestionType {
        key: "star-rating",
        label: "Star Rating",
        options: OptionKind::None,
        min_options: 0,
        max_options: 0,
        advanced: true,
        randomize: false,
        comment_box: true,
        logic_operators: SCALE_OPS,
        redirect_comparators: &[">", "<"],
        scale_max: Some(5),
        default_title: "How would you rate your overall experience?",
    },
    QuestionType {
        key: "nps",
        label: "NPS",
        options: OptionKind::None,
        min_options: 0,
        max_options: 0,
        advanced: true,
        randomize: false,
        comment_box: true,
        logic_operators: SCALE_OPS,
        redirect_comparators: &["=", "!=", ">", "<"],
        scale_max: Some(10),
        default_title: "On a scale of 1-10, how likely would you recommend us to a friend or colleague?",
    },
];

pub fn find(key: &str) -> Option<&'static QuestionType> {
    TYPES.iter().find(|t| t.key == key)
}

/// The operator's canonical name: the spec writes `is not`, `lower than`; the wire may use either.
pub fn canonical_operator(op: &str) -> String {
    op.trim().to_ascii_lowercase().replace(' ', "_")
}

/// The notice shown when logic has no question to depend on (spec 000 §5).
pub const LOGIC_NEEDS_EARLIER_QUESTION: &str = "Add at least one Radio, Checkbox, NPS, or Star Rating question before this question to use conditional logic.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_limits_follow_the_spec() {
        assert_eq!(
            (
                find("checkbox").unwrap().min_options,
                find("checkbox").unwrap().max_options
            ),
            (1, 5)
        );
        for key in ["radio-button", "image-radio", "icon-choice"] {
            assert_eq!(
                (
                    find(key).unwrap().min_options,
                    find(key).unwrap().max_options
                ),
                (2, 5),
                "{key}"
            );
        }
        assert!(find("dropdown").is_none());
    }

    #[test]
    fn only_radio_checkbox_nps_and_star_rating_drive_logic() {
        let drivers: Vec<_> = TYPES
            .iter()
            .filter(|t| !t.logic_operators.is_empty())
            .map(|t| t.key)
            .collect();
        assert_eq!(drivers, ["checkbox", "radio-button", "star-rating", "nps"]);
        assert_eq!(canonical_operator("Is Not"), "is_not");
    }
}
