//! The message catalog: every user-facing sentence, in zh-CN and en, looked up by key.
//!
//! The core speaks in [`Msg`] values; `engine::present` turns them into text through [`t`]. The
//! catalogs are TOML files under presets/i18n/ compiled into the binary, so a deployment can never
//! lose them; a test keeps both files in step (same keys, same placeholders).

mod msg;

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

pub use msg::Msg;

/// Interface language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Locale {
    #[serde(rename = "zh-CN")]
    ZhCn,
    #[default]
    #[serde(rename = "en")]
    En,
}

impl Locale {
    pub fn as_str(self) -> &'static str {
        match self {
            Locale::ZhCn => "zh-CN",
            Locale::En => "en",
        }
    }

    /// Accepts `zh`, `zh-CN`, `zh_CN.UTF-8`, `cn`, `en`, `en-US`, `C`…
    pub fn parse(s: &str) -> Option<Locale> {
        let s = s.trim().to_ascii_lowercase();
        if s.starts_with("zh") || s == "cn" || s == "中文" {
            Some(Locale::ZhCn)
        } else if s.starts_with("en") || s == "c" || s == "posix" || s == "english" {
            Some(Locale::En)
        } else {
            None
        }
    }
}

const EN: &str = include_str!("../../../presets/i18n/en.toml");
const ZH: &str = include_str!("../../../presets/i18n/zh-CN.toml");
// The drills keep their own catalog files (one owner per file); they merge into the same tables.
const DRILLS_EN: &str = include_str!("../../../presets/i18n/drills.en.toml");
const DRILLS_ZH: &str = include_str!("../../../presets/i18n/drills.zh-CN.toml");

type Table = HashMap<String, String>;

fn table(locale: Locale) -> &'static Table {
    static TABLES: OnceLock<(Table, Table)> = OnceLock::new();
    let (en, zh) = TABLES.get_or_init(|| {
        let merge = |a: &str, b: &str| {
            let mut t = parse_catalog(a);
            t.extend(parse_catalog(b));
            t
        };
        (merge(EN, DRILLS_EN), merge(ZH, DRILLS_ZH))
    });
    match locale {
        Locale::En => en,
        Locale::ZhCn => zh,
    }
}

/// Flattens `[section] key = "…"` into `section.key`. A broken catalog is a build-time bug caught
/// by the catalog tests, so here it degrades to an empty table rather than panicking.
fn parse_catalog(src: &str) -> Table {
    let mut out = Table::new();
    if let Ok(value) = src.parse::<toml::Table>() {
        flatten("", &value, &mut out);
    }
    out
}

fn flatten(prefix: &str, table: &toml::Table, out: &mut Table) {
    for (k, v) in table {
        let key = if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") };
        match v {
            toml::Value::String(s) => {
                out.insert(key, s.clone());
            }
            toml::Value::Table(t) => flatten(&key, t, out),
            _ => {}
        }
    }
}

/// Every key of a locale's catalog (for the consistency tests).
pub fn keys(locale: Locale) -> Vec<&'static str> {
    let mut keys: Vec<&str> = table(locale).keys().map(String::as_str).collect();
    keys.sort_unstable();
    keys
}

/// The raw template of `key` (falls back to English, then to the key itself).
pub fn template(locale: Locale, key: &str) -> &'static str {
    static MISSING: OnceLock<std::sync::Mutex<HashMap<String, &'static str>>> = OnceLock::new();
    if let Some(s) = table(locale).get(key).or_else(|| table(Locale::En).get(key)) {
        return s.as_str();
    }
    // A missing key shows itself instead of an empty line; leaked once per key.
    let mut map = MISSING.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    map.entry(key.to_string()).or_insert_with(|| Box::leak(key.to_string().into_boxed_str()))
}

/// Renders `key` with `{name}` placeholders replaced by `args`.
pub fn t(locale: Locale, key: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    let template = template(locale, key);
    if args.is_empty() {
        return template.to_string();
    }
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                match args.iter().find(|(n, _)| *n == name) {
                    Some((_, v)) => out.push_str(&v.to_string()),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// Placeholder names used by a template, for the consistency tests.
pub fn placeholders(template: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        names.push(after[..close].to_string());
        rest = &after[close + 1..];
    }
    names.sort();
    names.dedup();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_catalogs_have_the_same_keys_and_placeholders() {
        let en = keys(Locale::En);
        let zh = keys(Locale::ZhCn);
        assert!(en.len() > 40, "en catalog did not parse");
        assert_eq!(en, zh, "zh-CN and en catalogs differ in keys");
        for k in en {
            assert_eq!(
                placeholders(template(Locale::En, k)),
                placeholders(template(Locale::ZhCn, k)),
                "placeholders differ for {k}"
            );
        }
    }

    #[test]
    fn rendering_substitutes_named_arguments() {
        assert_eq!(t(Locale::En, "locale.set", &[]), template(Locale::En, "locale.set"));
        let s = t(Locale::En, "input.too_long", &[("size", &"1.0 MB"), ("limit", &"64 KB")]);
        assert!(s.contains("1.0 MB") && s.contains("64 KB"), "{s}");
    }

    #[test]
    fn locale_parses_common_spellings() {
        assert_eq!(Locale::parse("zh_CN.UTF-8"), Some(Locale::ZhCn));
        assert_eq!(Locale::parse("en"), Some(Locale::En));
        assert_eq!(Locale::parse("fr"), None);
    }
}
