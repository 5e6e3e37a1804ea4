//! Pure translation of an incoming Telegram message into what the adapter should do with it:
//! text for the engine (code from `pre` entities re-fenced so the core parses it like any other
//! fenced block), a document to download, a choice to offer, or nothing (group chatter).

use teloxide::types::{Message, MessageEntity, MessageEntityKind};

use crate::utf16;
use mashang_chatkit::upload::{self, Refusal, UnknownType};
use mashang_core::input::MAX_CODE_BYTES;
use mashang_i18n::{Locale, t};
use mashang_judge::problem::Lang;

/// Who the bot is (from `getMe`), to recognise mentions and replies in groups.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Me {
    pub id: u64,
    pub username: String,
}

/// A keyboard the adapter offers instead of a command with missing arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Picker {
    Role,
    Language,
    Locale,
}

/// Why a message cannot be used, answered with an adapter message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Rejection {
    /// A document that is not a source file of a supported language, or too large.
    File(Refusal),
    /// A sticker, photo, voice note…
    Unsupported,
}

/// What to do with one message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Inbound {
    /// Hand this text to `Engine::handle`.
    Engine(String),
    /// `/start` in private: open the conversation, then offer the role picker.
    Start,
    Pick(Picker),
    /// A source file: download it and submit it (see [`Document::text`]).
    Document(Document),
    Reject(Rejection),
    /// In a group: interviews happen in private chat; point the user there.
    ToPrivate,
    Ignore,
}

/// A source file sent as an interview answer, to download and submit in `language` with the
/// caption as a note.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Document {
    pub file_id: String,
    pub language: &'static str,
    pub note: Option<String>,
}

impl Document {
    /// The text to hand to the engine once the file's `bytes` are downloaded: the kit's
    /// submission from a file, fenced so that a ``` line inside the file stays code.
    pub(crate) fn text(&self, bytes: &[u8]) -> String {
        upload::submission_from_file(Some(self.language), bytes, self.note.as_deref())
    }
}

/// The answer to a refused upload, in `l`.
pub(crate) fn refusal_text(l: Locale, refusal: &Refusal) -> String {
    match refusal {
        Refusal::FileType { name } => t(
            l,
            "telegram.file_type",
            &[("name", name), ("extensions", &Lang::dotted_extensions())],
        ),
        Refusal::TooLarge { size } => {
            t(l, "telegram.file_too_large", &[("size", size), ("limit", &MAX_CODE_BYTES)])
        }
    }
}

/// Classifies a message. `me` tells mentions and replies to the bot apart in groups.
pub(crate) fn classify(msg: &Message, me: &Me) -> Inbound {
    if msg.chat.is_channel() {
        return Inbound::Ignore;
    }
    if !msg.chat.is_private() {
        return classify_group(msg, me);
    }
    if let Some(doc) = msg.document() {
        let name = doc.file_name.clone().unwrap_or_default();
        let admitted = upload::admit(&name, doc.file.size.into(), None, UnknownType::Refuse)
            .and_then(|language| language.ok_or(Refusal::FileType { name }));
        let language = match admitted {
            Ok(language) => language,
            Err(refusal) => return Inbound::Reject(Rejection::File(refusal)),
        };
        let note = msg.caption().map(str::trim).filter(|c| !c.is_empty()).map(str::to_string);
        return Inbound::Document(Document { file_id: doc.file.id.0.clone(), language, note });
    }
    let Some(text) = msg.text() else {
        return Inbound::Reject(Rejection::Unsupported);
    };
    if let Some((name, args)) = command(text, &me.username) {
        match (name.as_str(), args.is_empty()) {
            ("start", _) => return Inbound::Start,
            ("interview", true) => return Inbound::Pick(Picker::Role),
            ("lang" | "language", true) => return Inbound::Pick(Picker::Language),
            ("locale", true) => return Inbound::Pick(Picker::Locale),
            _ => {}
        }
    }
    Inbound::Engine(refence(text, msg.entities().unwrap_or_default()))
}

fn classify_group(msg: &Message, me: &Me) -> Inbound {
    let text = msg.text().or(msg.caption()).unwrap_or_default();
    if text.trim_start().starts_with('/') {
        // `/cmd@other_bot` is for someone else; `command` returns None for it.
        return match command(text, &me.username) {
            Some((name, _)) if name == "help" => Inbound::Engine("/help".into()),
            Some(_) => Inbound::ToPrivate,
            None => Inbound::Ignore,
        };
    }
    let replied_to_me =
        msg.reply_to_message().and_then(|m| m.from.as_ref()).is_some_and(|u| u.id.0 == me.id);
    let mention = format!("@{}", me.username.to_ascii_lowercase());
    let mentioned = !me.username.is_empty() && text.to_ascii_lowercase().contains(&mention);
    if replied_to_me || mentioned { Inbound::ToPrivate } else { Inbound::Ignore }
}

/// `(name, arguments)` of a command line, lower-cased and without `@bot`; `None` when the text is
/// not a command or is addressed to another bot.
pub(crate) fn command(text: &str, me: &str) -> Option<(String, String)> {
    let text = text.trim();
    let rest = text.strip_prefix('/')?;
    if rest.contains('\n') {
        return None;
    }
    let (head, args) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    let (name, target) = head.split_once('@').unwrap_or((head, ""));
    if !target.is_empty() && !target.eq_ignore_ascii_case(me) {
        return None;
    }
    Some((name.to_ascii_lowercase(), args.trim().to_string()))
}

/// The text of `msg` when `is_ours` takes it as a command and it is addressed to this bot (not
/// `/leaderboard@other_bot`), with code sent as a `pre` entity re-fenced so a `… submit` finds it
/// (in groups as in private chats). Drills, duels and peer sessions read their commands this way.
pub(crate) fn addressed_command(
    msg: &Message,
    me: &Me,
    is_ours: impl Fn(&str) -> bool,
) -> Option<String> {
    let text = msg.text()?;
    let head = text.split_whitespace().next()?;
    if let Some((_, target)) = head.split_once('@')
        && !target.eq_ignore_ascii_case(&me.username)
    {
        return None;
    }
    is_ours(text).then(|| refence(text, msg.entities().unwrap_or_default()))
}

/// Rewrites a message whose code arrived as a `pre` entity into prose plus a fenced block (the
/// longest `pre` wins; the others stay as text). Entities with broken offsets are ignored.
pub(crate) fn refence(text: &str, entities: &[MessageEntity]) -> String {
    let best = entities
        .iter()
        .filter_map(|e| match &e.kind {
            MessageEntityKind::Pre { language } => {
                utf16::byte_range(text, e.offset, e.length).map(|r| (r, language.clone()))
            }
            _ => None,
        })
        .max_by_key(|(r, _)| r.len());
    let Some((range, language)) = best else {
        return text.to_string();
    };
    let before = text[..range.start].trim_end();
    let code = text[range.clone()].trim_end_matches('\n');
    let after = text[range.end..].trim_start();
    let tag = language.as_deref().unwrap_or("").trim();
    let mut out = String::with_capacity(text.len() + 16);
    if !before.is_empty() {
        out.push_str(before);
        out.push('\n');
    }
    // A fence longer than any ``` run inside the code, so a markdown string in it stays code.
    out.push_str(&mashang_core::input::fence(Some(tag).filter(|t| !t.is_empty()), code));
    out.push('\n');
    out.push_str(after);
    out
}

#[cfg(test)]
#[path = "inbound_tests.rs"]
mod tests;
