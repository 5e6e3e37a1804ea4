//! Gives the slash commands their names, descriptions and choice labels from the catalog, in
//! English (Discord's default) with zh-CN and en-US localizations. Catalog entries for commands and
//! options are `name|description`.

use std::borrow::Cow;

use mashang_core::interviewer::{Level, Role};
use mashang_i18n::{Locale, t};

/// Discord's locale tags for our interface languages.
const DISCORD_LOCALES: [(&str, Locale); 2] = [("zh-CN", Locale::ZhCn), ("en-US", Locale::En)];

fn name_and_description(l: Locale, key: &str) -> (String, String) {
    let entry = t(l, key, &[]);
    let (name, description) = entry.split_once('|').unwrap_or((entry.as_str(), ""));
    (name.trim().to_lowercase(), super::split::truncate(description.trim(), 100))
}

type Pairs = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// (names, descriptions) localizations of a catalog entry; names only where they differ from the
/// command's own (Discord rejects nothing here, but it keeps the registration small).
fn localizations(key: &str, base_name: &str) -> (Pairs, Pairs) {
    let mut names = Vec::new();
    let mut descriptions = Vec::new();
    for (tag, l) in DISCORD_LOCALES {
        let (name, description) = name_and_description(l, key);
        if name != base_name {
            names.push((Cow::Borrowed(tag), Cow::Owned(name)));
        }
        descriptions.push((Cow::Borrowed(tag), Cow::Owned(description)));
    }
    (Cow::Owned(names), Cow::Owned(descriptions))
}

/// Choice labels for a parameter, by its name: (English label, zh-CN label) per choice.
fn choice_labels(param: &str) -> Option<Vec<(String, String)>> {
    let both = |key: String| (t(Locale::En, &key, &[]), t(Locale::ZhCn, &key, &[]));
    match param {
        "role" => Some(Role::ALL.iter().map(|r| both(format!("role.{}", r.as_str()))).collect()),
        "level" => Some(Level::ALL.iter().map(|v| both(format!("level.{}", v.as_str()))).collect()),
        "language" => Some(
            mashang_core::input::LANGUAGES.iter().map(|l| (l.to_string(), l.to_string())).collect(),
        ),
        "locale" => {
            Some(vec![both("discord.choice_zh_cn".into()), both("discord.choice_en".into())])
        }
        _ => None,
    }
}

/// Applies the catalog to every command, its subcommands (`discord.cmd_<parent>_<name>`) and
/// their parameters.
pub fn localize<U, E>(commands: &mut [poise::Command<U, E>]) {
    for c in commands {
        localize_one(c, "");
    }
}

fn localize_one<U, E>(c: &mut poise::Command<U, E>, parent: &str) {
    let key = if parent.is_empty() {
        format!("discord.cmd_{}", c.name)
    } else {
        format!("discord.cmd_{parent}_{}", c.name)
    };
    let (_, description) = name_and_description(Locale::En, &key);
    c.description = Some(Cow::Owned(description));
    let (names, descriptions) = localizations(&key, &c.name);
    c.name_localizations = names;
    c.description_localizations = descriptions;
    let name = c.name.to_string();
    for sub in &mut c.subcommands {
        localize_one(sub, &name);
    }
    for p in &mut c.parameters {
        let key = format!("discord.opt_{}", p.name);
        let (_, description) = name_and_description(Locale::En, &key);
        p.description = Some(Cow::Owned(description));
        let (names, descriptions) = localizations(&key, &p.name);
        p.name_localizations = names;
        p.description_localizations = descriptions;
        if let Some(labels) = choice_labels(&p.name) {
            for (choice, (en, zh)) in p.choices.to_mut().iter_mut().zip(labels) {
                choice.name = Cow::Owned(en.clone());
                choice.localizations = Cow::Owned(vec![
                    (Cow::Borrowed("zh-CN"), Cow::Owned(zh)),
                    (Cow::Borrowed("en-US"), Cow::Owned(en)),
                ]);
            }
        }
    }
}
