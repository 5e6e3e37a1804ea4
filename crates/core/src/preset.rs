//! Interviewer personas: named presets (files under presets/interviewers/) that set the rules and
//! the greeting. A missing or broken preset is never fatal: the caller gets the built-in default and
//! a warning to log.

use serde::Deserialize;

use crate::interviewer::InterviewRules;
use mashang_i18n::Locale;

/// A persona: who is interviewing and by which rules.
#[derive(Debug, Clone, PartialEq)]
pub struct Persona {
    pub name: String,
    pub greeting_en: String,
    pub greeting_zh: String,
    pub rules: InterviewRules,
}

impl Persona {
    pub fn greeting(&self, locale: Locale) -> &str {
        match locale {
            Locale::En => &self.greeting_en,
            Locale::ZhCn => &self.greeting_zh,
        }
    }
}

/// The built-in persona, identical to presets/interviewers/default.toml.
pub const DEFAULT_PRESET: &str = include_str!("../../../presets/interviewers/default.toml");

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PresetFile {
    name: String,
    greeting: Greeting,
    #[serde(default)]
    rules: RulesFile,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Greeting {
    en: String,
    #[serde(rename = "zh-CN")]
    zh: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesFile {
    rounds: Option<u8>,
    max_attempts: Option<u8>,
    follow_ups_per_question: Option<u8>,
    hint_penalty: Option<f32>,
    rubric_pass_ratio: Option<f32>,
}

/// Why a preset file cannot be used (the app then falls back to the built-in one, saying why).
#[derive(Debug, thiserror::Error)]
pub enum PresetError {
    /// The file exists but could not be read.
    #[error("{}: {source}", path.display())]
    Unreadable { path: std::path::PathBuf, source: std::io::Error },
    /// Not valid TOML for a preset (the parser's message, without its snippet).
    #[error("{0}")]
    Toml(String),
    /// A rule outside its range.
    #[error("rules.{field} must be {range}, got {got}")]
    OutOfRange { field: &'static str, range: &'static str, got: String },
}

/// Parses and validates a preset file.
pub fn parse(src: &str) -> Result<Persona, PresetError> {
    let file: PresetFile =
        toml::from_str(src).map_err(|e| PresetError::Toml(e.message().to_string()))?;
    let d = InterviewRules::default();
    let r = file.rules;
    let rules = InterviewRules {
        rounds: r.rounds.unwrap_or(d.rounds),
        max_attempts: r.max_attempts.unwrap_or(d.max_attempts),
        follow_ups_per_question: r.follow_ups_per_question.unwrap_or(d.follow_ups_per_question),
        hint_penalty: r.hint_penalty.unwrap_or(d.hint_penalty),
        rubric_pass_ratio: r.rubric_pass_ratio.unwrap_or(d.rubric_pass_ratio),
    };
    if !(1..=20).contains(&rules.rounds) {
        return Err(PresetError::OutOfRange {
            field: "rounds",
            range: "1–20",
            got: rules.rounds.to_string(),
        });
    }
    if !(1..=10).contains(&rules.max_attempts) {
        return Err(PresetError::OutOfRange {
            field: "max_attempts",
            range: "1–10",
            got: rules.max_attempts.to_string(),
        });
    }
    if !(0.0..=2.0).contains(&rules.hint_penalty) {
        return Err(PresetError::OutOfRange {
            field: "hint_penalty",
            range: "0–2",
            got: rules.hint_penalty.to_string(),
        });
    }
    if !(0.0..=1.0).contains(&rules.rubric_pass_ratio) {
        return Err(PresetError::OutOfRange {
            field: "rubric_pass_ratio",
            range: "0–1",
            got: rules.rubric_pass_ratio.to_string(),
        });
    }
    Ok(Persona {
        name: file.name,
        greeting_en: file.greeting.en,
        greeting_zh: file.greeting.zh,
        rules,
    })
}

/// The built-in persona. The embedded file is covered by a test, so this cannot fail in a build
/// that passed CI; should it anyway, plain default rules are used.
pub fn builtin() -> Persona {
    parse(DEFAULT_PRESET).unwrap_or_else(|_| Persona {
        name: "default".into(),
        greeting_en: String::new(),
        greeting_zh: String::new(),
        rules: InterviewRules::default(),
    })
}

/// Resolves a preset from its file content (`None` = file missing). Returns the persona and, when
/// falling back, the warning to log.
pub fn resolve(
    name: &str,
    content: Option<Result<String, PresetError>>,
) -> (Persona, Option<String>) {
    match content {
        None => (
            builtin(),
            Some(format!("interviewer preset `{name}` not found; using the built-in default")),
        ),
        Some(Err(e)) => (
            builtin(),
            Some(format!(
                "interviewer preset `{name}` unreadable ({e}); using the built-in default"
            )),
        ),
        Some(Ok(src)) => match parse(&src) {
            Ok(p) => (p, None),
            Err(e) => (
                builtin(),
                Some(format!(
                    "interviewer preset `{name}` is invalid ({e}); using the built-in default"
                )),
            ),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_preset_parses_with_five_rounds() {
        let p = parse(DEFAULT_PRESET).expect("default preset must parse");
        assert_eq!(p.rules.rounds, 5);
        assert!(!p.greeting(Locale::ZhCn).is_empty());
    }

    #[test]
    fn broken_or_missing_preset_falls_back_with_a_warning() {
        let (p, w) = resolve("strict", Some(Ok("name = 3".into())));
        assert_eq!(p, builtin());
        assert!(w.unwrap().contains("invalid"));
        let (p, w) = resolve("nope", None);
        assert_eq!(p, builtin());
        assert!(w.unwrap().contains("not found"));
        let (_, w) = resolve(
            "x",
            Some(Ok("name=\"x\"\n[greeting]\nen=\"hi\"\nzh-CN=\"你好\"\n[rules]\nrounds=0".into())),
        );
        assert!(w.unwrap().contains("rounds"));
    }

    #[test]
    fn a_rule_out_of_range_names_the_rule_its_range_and_the_value() {
        let src = "name=\"x\"\n[greeting]\nen=\"hi\"\nzh-CN=\"你好\"\n[rules]\nrounds=0";
        let e = parse(src).unwrap_err();
        assert!(matches!(e, PresetError::OutOfRange { field: "rounds", .. }), "{e:?}");
        assert_eq!(e.to_string(), "rules.rounds must be 1–20, got 0");
    }
}
