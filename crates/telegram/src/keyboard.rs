//! Pure inline keyboards and their callback data, plus the command menu. Callback data carries
//! every choice made so far (`l:backend:mid`), so the picker needs no server-side state and a
//! button pressed after a restart still works.

use teloxide::types::{BotCommand, InlineKeyboardButton, InlineKeyboardMarkup};

use crate::render::escape;
use mashang_core::input::{LANGUAGES, normalize_language};
use mashang_core::interviewer::{Level, Role};
use mashang_i18n::{Locale, t};

/// What a pressed button means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Callback {
    /// A role was chosen: offer the levels.
    Role(Role),
    /// Role and level chosen: offer the languages.
    Level(Role, Level),
    /// Everything chosen: start the interview.
    Start(Role, Level, String),
    /// An action button: this text goes to the engine as if typed (`/hint`, `/lang go`).
    Command(String),
}

/// Parses callback data; `None` for anything we did not produce.
pub(crate) fn parse(data: &str) -> Option<Callback> {
    let fields: Vec<&str> = data.split(':').collect();
    let lang = |s: &str| normalize_language(s).map(str::to_string);
    match fields.as_slice() {
        ["r", r] => Some(Callback::Role(Role::parse(r)?)),
        ["l", r, l] => Some(Callback::Level(Role::parse(r)?, Level::parse(l)?)),
        ["g", r, l, g] => Some(Callback::Start(Role::parse(r)?, Level::parse(l)?, lang(g)?)),
        ["a", a @ ("hint" | "skip" | "end")] => Some(Callback::Command(format!("/{a}"))),
        ["lang", g] => Some(Callback::Command(format!("/lang {}", lang(g)?))),
        ["loc", l] => Some(Callback::Command(format!("/locale {}", Locale::parse(l)?.as_str()))),
        _ => None,
    }
}

fn button(label: String, data: String) -> InlineKeyboardButton {
    InlineKeyboardButton::callback(label, data)
}

fn role_name(l: Locale, r: Role) -> String {
    t(l, &format!("role.{}", r.as_str()), &[])
}

fn level_name(l: Locale, v: Level) -> String {
    t(l, &format!("level.{}", v.as_str()), &[])
}

/// Rows of at most `width` buttons.
fn grid(buttons: Vec<InlineKeyboardButton>, width: usize) -> InlineKeyboardMarkup {
    InlineKeyboardMarkup::new(buttons.chunks(width).map(<[_]>::to_vec))
}

/// HTML prompt and keyboard to pick a role.
pub(crate) fn roles(l: Locale) -> (String, InlineKeyboardMarkup) {
    let b = Role::ALL.iter().map(|r| button(role_name(l, *r), format!("r:{}", r.as_str())));
    (escape(&t(l, "telegram.choose_role", &[])), grid(b.collect(), 2))
}

/// HTML prompt and keyboard to pick a level for `role`.
pub(crate) fn levels(l: Locale, role: Role) -> (String, InlineKeyboardMarkup) {
    let b = Level::ALL
        .iter()
        .map(|v| button(level_name(l, *v), format!("l:{}:{}", role.as_str(), v.as_str())));
    let text = t(l, "telegram.choose_level", &[("role", &role_name(l, role))]);
    (escape(&text), grid(b.collect(), 3))
}

/// HTML prompt and keyboard to pick the programming language.
pub(crate) fn languages(l: Locale, role: Role, level: Level) -> (String, InlineKeyboardMarkup) {
    let b = LANGUAGES
        .iter()
        .map(|g| button(g.to_string(), format!("g:{}:{}:{g}", role.as_str(), level.as_str())));
    let text = t(
        l,
        "telegram.choose_language",
        &[("role", &role_name(l, role)), ("level", &level_name(l, level))],
    );
    (escape(&text), grid(b.collect(), 4))
}

/// The HTML line that replaces the picker once everything is chosen.
pub(crate) fn chosen(l: Locale, role: Role, level: Level, language: &str) -> String {
    let args: [(&str, &dyn std::fmt::Display); 3] =
        [("role", &role_name(l, role)), ("level", &level_name(l, level)), ("language", &language)];
    escape(&t(l, "telegram.chosen", &args))
}

/// `/lang` without an argument.
pub(crate) fn set_language(l: Locale) -> (String, InlineKeyboardMarkup) {
    let b = LANGUAGES.iter().map(|g| button(g.to_string(), format!("lang:{g}")));
    (escape(&t(l, "telegram.choose_lang", &[])), grid(b.collect(), 4))
}

/// `/locale` without an argument.
pub(crate) fn set_locale(l: Locale) -> (String, InlineKeyboardMarkup) {
    let b =
        vec![button("中文".into(), "loc:zh-CN".into()), button("English".into(), "loc:en".into())];
    (escape(&t(l, "telegram.choose_locale", &[])), grid(b, 2))
}

/// Hint / Skip / End, under the last message of a turn while an interview runs.
pub(crate) fn actions(l: Locale) -> InlineKeyboardMarkup {
    grid(
        ["hint", "skip", "end"]
            .iter()
            .map(|a| button(t(l, &format!("telegram.button_{a}"), &[]), format!("a:{a}")))
            .collect(),
        3,
    )
}

/// In a group: a pointer to the private chat, with a deep link that opens the role picker.
pub(crate) fn to_private(l: Locale, bot_username: &str) -> (String, InlineKeyboardMarkup) {
    let text = escape(&t(l, "telegram.open_private", &[]));
    let url = format!("https://t.me/{bot_username}?start=interview");
    let label = t(l, "telegram.open_private_button", &[]);
    let kb = match url.parse() {
        Ok(url) => InlineKeyboardMarkup::new([[InlineKeyboardButton::url(label, url)]]),
        Err(_) => InlineKeyboardMarkup::default(),
    };
    (text, kb)
}

/// Commands of the private-chat menu, in menu order.
pub(crate) const COMMANDS: &[&str] = &[
    "start",
    "interview",
    "run",
    "hint",
    "skip",
    "end",
    "report",
    "history",
    "replay",
    "lang",
    "locale",
    "forget",
    "help",
];

/// The daily-drill commands, added to the private menu when drills run.
pub(crate) const DRILL_COMMANDS: &[&str] = &[
    "drill",
    "leaderboard",
    "streak",
    "stats",
    "link",
    "practice",
    "plan",
    "duel",
    "duelboard",
    "pair",
];

/// The group menu: in a group only drills (and help) make sense; interviews happen in private.
pub(crate) const GROUP_COMMANDS: &[&str] =
    &["drill", "leaderboard", "plan", "streak", "stats", "duel", "duelboard", "pair", "help"];

fn menu<'a>(l: Locale, names: impl IntoIterator<Item = &'a &'a str>) -> Vec<BotCommand> {
    names
        .into_iter()
        .map(|c| BotCommand::new(*c, t(l, &format!("telegram.command.{c}"), &[])))
        .collect()
}

/// The private-chat command menu in `l` (for `setMyCommands`): the interview's and the drills'.
pub(crate) fn commands(l: Locale) -> Vec<BotCommand> {
    menu(l, COMMANDS.iter().chain(DRILL_COMMANDS))
}

/// The group-chat command menu in `l`.
pub(crate) fn group_commands(l: Locale) -> Vec<BotCommand> {
    menu(l, GROUP_COMMANDS)
}

/// Interface language from Telegram's `language_code` (`zh-hans`, `zh-TW`, `en-GB`…).
pub(crate) fn locale_of(language_code: Option<&str>) -> Option<Locale> {
    language_code.and_then(Locale::parse)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_data(kb: &InlineKeyboardMarkup) -> Vec<String> {
        use teloxide::types::InlineKeyboardButtonKind::CallbackData;
        kb.inline_keyboard
            .iter()
            .flatten()
            .filter_map(|b| match &b.kind {
                CallbackData(d) => Some(d.clone()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_button_we_make_parses_back_and_fits_telegrams_64_bytes() {
        let mut data = all_data(&roles(Locale::En).1);
        for r in Role::ALL {
            data.extend(all_data(&levels(Locale::ZhCn, r).1));
            for v in Level::ALL {
                data.extend(all_data(&languages(Locale::En, r, v).1));
            }
        }
        data.extend(all_data(&actions(Locale::ZhCn)));
        data.extend(all_data(&set_language(Locale::En).1));
        data.extend(all_data(&set_locale(Locale::En).1));
        assert!(data.len() > 100);
        for d in data {
            assert!(d.len() <= 64, "{d}");
            assert!(parse(&d).is_some(), "{d} does not parse");
        }
    }

    #[test]
    fn callbacks_carry_the_whole_choice() {
        assert_eq!(
            parse("g:system-design:senior:go"),
            Some(Callback::Start(Role::SystemDesign, Level::Senior, "go".into()))
        );
        assert_eq!(parse("a:end"), Some(Callback::Command("/end".into())));
        assert_eq!(parse("loc:zh-CN"), Some(Callback::Command("/locale zh-CN".into())));
        assert_eq!(parse("a:rm -rf"), None);
        assert_eq!(parse("g:x:y:z"), None);
        assert_eq!(parse(""), None);
    }

    #[test]
    fn the_menu_has_zh_and_en_descriptions_within_telegram_limits() {
        for l in [Locale::En, Locale::ZhCn] {
            for c in commands(l).into_iter().chain(group_commands(l)) {
                assert!((3..=256).contains(&c.description.chars().count()), "{c:?}");
                assert!(!c.description.starts_with("telegram."), "missing key: {c:?}");
            }
        }
        assert_ne!(commands(Locale::En)[0].description, commands(Locale::ZhCn)[0].description);
        assert_eq!(commands(Locale::En).len(), COMMANDS.len() + DRILL_COMMANDS.len());
        assert_eq!(locale_of(Some("zh-hans")), Some(Locale::ZhCn));
        assert_eq!(locale_of(Some("en-GB")), Some(Locale::En));
        assert_eq!(locale_of(Some("fr")), None);
    }
}
