//! The message catalog: every user-facing sentence, in zh-CN and en, looked up by key.
//!
//! The core speaks in `Msg` values and `engine::present` turns them into text through [`t`]; the
//! judge uses it for the few notes it adds to compiler output. Its own crate so that both can. The
//! catalogs are TOML files under presets/i18n/ compiled into the binary, so a deployment can never
//! lose them; a test keeps both files in step (same keys, same placeholders).

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

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
const DUEL_EN: &str = include_str!("../../../presets/i18n/duel.en.toml");
const DUEL_ZH: &str = include_str!("../../../presets/i18n/duel.zh-CN.toml");
const PAIR_EN: &str = include_str!("../../../presets/i18n/pair.en.toml");
const PAIR_ZH: &str = include_str!("../../../presets/i18n/pair.zh-CN.toml");
const PLAN_EN: &str = include_str!("../../../presets/i18n/plan.en.toml");
const PLAN_ZH: &str = include_str!("../../../presets/i18n/plan.zh-CN.toml");

type Table = HashMap<String, String>;

fn table(locale: Locale) -> &'static Table {
    static TABLES: OnceLock<(Table, Table)> = OnceLock::new();
    let (en, zh) = TABLES.get_or_init(|| {
        let merge = |files: &[&str]| {
            let mut t = Table::new();
            for f in files {
                t.extend(parse_catalog(f));
            }
            t
        };
        (
            merge(&[EN, DRILLS_EN, DUEL_EN, PAIR_EN, PLAN_EN]),
            merge(&[ZH, DRILLS_ZH, DUEL_ZH, PAIR_ZH, PLAN_ZH]),
        )
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

/// A key with its plural category dropped (`a.b.one` → `a.b.other`), so catalogs of locales
/// with different plural categories compare equal.
fn plural_base(key: &str) -> String {
    match key.strip_suffix(".one") {
        Some(base) => format!("{base}.other"),
        None => key.to_string(),
    }
}

/// The messages of `locale`'s catalog, sorted: its keys with each plural family counted once
/// (English has `one` and `other` forms where Chinese has `other` only).
pub fn messages(locale: Locale) -> Vec<String> {
    let mut ids: Vec<String> = keys(locale).iter().map(|k| plural_base(k)).collect();
    ids.sort_unstable();
    ids.dedup();
    ids
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

/// A CLDR cardinal plural category. Only the ones the catalogs' locales use: English has `one`
/// and `other`, Chinese only `other`. (A typed selector rather than `intl_pluralrules`: two
/// locales need two one-line rules, and the catalog stays plain TOML — `key.one` / `key.other`.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plural {
    One,
    Other,
}

impl Plural {
    /// The category of the count `n` in `locale` (CLDR: en `one` is exactly 1; zh has no `one`).
    pub fn of(locale: Locale, n: u64) -> Plural {
        match locale {
            Locale::En if n == 1 => Plural::One,
            Locale::En | Locale::ZhCn => Plural::Other,
        }
    }

    fn suffix(self) -> &'static str {
        match self {
            Plural::One => "one",
            Plural::Other => "other",
        }
    }
}

/// Renders the form of `key` for the count `n` (`key.one`, `key.other`; `other` when the locale
/// has no form of its own for that category).
pub fn tn(locale: Locale, key: &str, n: u64, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    let form = format!("{key}.{}", Plural::of(locale, n).suffix());
    if table(locale).contains_key(&form) {
        t(locale, &form, args)
    } else {
        t(locale, &format!("{key}.other"), args)
    }
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
        assert_eq!(
            messages(Locale::En),
            messages(Locale::ZhCn),
            "zh-CN and en catalogs differ in keys"
        );
        assert!(zh.iter().all(|k| !k.ends_with(".one")), "Chinese has no `one` category");
        for k in en {
            let other = plural_base(k);
            assert!(template(Locale::En, &other) != other, "{k} has no `other` form");
            assert_eq!(
                placeholders(template(Locale::En, k)),
                placeholders(template(Locale::ZhCn, &other)),
                "placeholders differ for {k}"
            );
        }
    }

    #[test]
    fn counts_take_their_locales_plural_form() {
        let header = |l, n: u64| tn(l, "report.header", n, &[("score", &"3.0"), ("rounds", &n)]);
        assert!(header(Locale::En, 1).ends_with("over 1 question"), "{}", header(Locale::En, 1));
        assert!(header(Locale::En, 2).ends_with("over 2 questions"), "{}", header(Locale::En, 2));
        assert!(header(Locale::En, 0).ends_with("over 0 questions"), "{}", header(Locale::En, 0));
        assert_eq!(Plural::of(Locale::ZhCn, 1), Plural::Other);
        assert!(header(Locale::ZhCn, 1).contains("共 1 题"), "{}", header(Locale::ZhCn, 1));
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
