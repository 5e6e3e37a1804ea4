//! Daily drills on Telegram (glue only; the decisions are in `core::drills`): drill commands are
//! answered where they were written (a group's board belongs in the group; interviews stay in
//! private chat), `/drill config` and `/drill now` in a group need a chat administrator, and the
//! [`PostSink`] posts the daily problem in the group with buttons and sends DMs; charts go out as
//! photos. A source file captioned `/drill submit`, or sent in a group as a reply to the daily post,
//! is a drill submission.

use std::sync::Arc;

use teloxide::prelude::*;
use teloxide::types::{
    InlineKeyboardButton, InlineKeyboardButtonKind, InlineKeyboardMarkup, InputFile, Message,
    ParseMode,
};

use crate::group::Who;
use crate::inbound::{Me, refusal_text};
use crate::render::escape;
use crate::{Shared, send, turns};
use mashang_chatkit::upload::{self, Refusal, UnknownType};
use mashang_core::drills::command::{self, DrillCommand};
use mashang_core::drills::runner::{DeliveryError, PostSink, run_scheduler};
use mashang_core::drills::service::{Audience, DrillsReply, Posting};
use mashang_core::drills::{ChatKey, DrillMsg, Drills, Platform};
use mashang_core::input::MAX_CODE_BYTES;
use mashang_i18n::{Locale, t};

/// Telegram messages are limited to 4096 characters; photo captions to 1024.
const TEXT_LIMIT: usize = 4000;
const CAPTION_LIMIT: usize = 1000;
/// Callback data prefix of the buttons under a daily post.
const BUTTON_PREFIX: &str = "d:";

/// Starts the minute scheduler that posts through `bot`.
pub(crate) fn start(drills: Arc<Drills>, bot: Bot) {
    tokio::spawn(run_scheduler(drills, Arc::new(TelegramSink { bot }), Platform::Telegram));
}

/// The drill command in `msg`, if it is one addressed to this bot (code sent as a `pre` entity is
/// re-fenced so `/drill submit` finds it).
pub(crate) fn drill_text(msg: &Message, me: &Me) -> Option<String> {
    crate::inbound::addressed_command(msg, me, |t| command::parse(t).is_some())
}

/// Whether `text` changes the group (only the chat's administrators may): settings, posting
/// now, pinning or unpinning the live board.
fn needs_admin(text: &str) -> bool {
    matches!(
        command::parse(text),
        Some(Ok(DrillCommand::Config(_)
            | DrillCommand::PostNow
            | DrillCommand::BoardPin(_)
            | DrillCommand::BoardUnpin))
    )
}

async fn is_chat_admin(
    bot: &Bot,
    chat: ChatId,
    user: UserId,
) -> Result<bool, teloxide::RequestError> {
    send::with_retry("getChatMember", || bot.get_chat_member(chat, user).send())
        .await
        .map(|m| m.is_privileged())
}

/// Runs a drill command from `who` and answers it where it was written (the turn is journaled
/// and acknowledged already: `group::receive`).
pub(crate) async fn handle(shared: &Arc<Shared>, drills: &Arc<Drills>, who: &Who, text: &str) {
    let caller = who.caller(shared);
    let l = caller.locale;
    let chat = who.chat_id();
    if caller.chat.is_some() && needs_admin(text) {
        let refusal = match is_chat_admin(&shared.bot, chat, UserId(who.user)).await {
            Ok(true) => None,
            Ok(false) => Some(DrillMsg::NotAdmin),
            Err(why) => {
                // The admin is told to try again rather than left without an answer.
                tracing::warn!(%why, "could not check the chat administrators");
                Some(DrillMsg::AdminUnknown)
            }
        };
        if let Some(msg) = refusal {
            let reply = mashang_core::drills::msg::render(&msg, l);
            if let Err(e) = send::text(&shared.bot, chat, &escape(&reply), None).await {
                tracing::warn!(error = %e, "admin refusal not delivered");
            }
            return;
        }
    }
    let replies = drills.try_handle(&caller, text).await.unwrap_or_default();
    answer(shared, drills, chat, replies).await;
}

/// Submits a source file to the drills: checked like an interview upload (supported extension,
/// at most [`MAX_CODE_BYTES`], fetched with getFile), then judged for real.
pub(crate) async fn handle_document(
    shared: &Arc<Shared>,
    drills: &Arc<Drills>,
    who: &Who,
    doc: &DrillDocument,
) {
    let caller = who.caller(shared);
    let l = caller.locale;
    let chat = who.chat_id();
    let refuse = |text: String| async move {
        if let Err(e) = send::text(&shared.bot, chat, &escape(&text), None).await {
            tracing::warn!(error = %e, "drill file refusal not delivered");
        }
    };
    // The interview's rules (type, then size), and a language the bank has (no C drills).
    let admitted = upload::admit(&doc.name, doc.size, None, UnknownType::Refuse).and_then(|_| {
        upload::lang_of_file(&doc.name).ok_or(Refusal::FileType { name: doc.name.clone() })
    });
    let lang = match admitted {
        Ok(lang) => lang,
        Err(refusal) => return refuse(refusal_text(l, &refusal)).await,
    };
    let code = match turns::download(shared, &doc.file_id).await {
        Ok(bytes) if bytes.len() > MAX_CODE_BYTES => {
            let refusal = Refusal::TooLarge { size: bytes.len() as u64 };
            return refuse(refusal_text(l, &refusal)).await;
        }
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            tracing::warn!(error = %e, "downloading a drill submission failed");
            let text = t(l, "telegram.download_failed", &[]);
            return refuse(text).await;
        }
    };
    let typing = send::typing(shared.bot.clone(), chat);
    let replies = drills.handle(&caller, DrillCommand::Submit { lang, code }).await;
    typing.abort();
    answer(shared, drills, chat, replies).await;
}

/// Delivers the drills' replies: to the chat the command came from, to accounts in private, and
/// a post made now through the scheduler's path.
async fn answer(shared: &Shared, drills: &Drills, chat: ChatId, replies: Vec<DrillsReply>) {
    let sink = TelegramSink { bot: shared.bot.clone() };
    let mut posted = false;
    for r in replies {
        let result = match &r.to {
            Audience::Caller => sink.send(chat, &r).await,
            // A post made now: delivered (and marked delivered) like a scheduled one, so the
            // scheduler does not post it a second time.
            Audience::Chat(_) => {
                posted = true;
                Ok(())
            }
            Audience::Account(_) => sink.deliver(&r).await,
        };
        if let Err(why) = result {
            tracing::warn!(%why, "drill reply not delivered");
        }
    }
    if posted {
        drills.deliver_due(&sink, Platform::Telegram).await;
    }
}

/// A source file sent for the drills (not for an interview).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct DrillDocument {
    pub file_id: String,
    pub name: String,
    pub size: u64,
}

/// The file in `msg` if it is a drill submission: captioned `/drill submit` (in private or in a
/// group), or in a group as a reply to the daily post. Any other file in private is an interview
/// answer.
pub(crate) fn drill_document(msg: &Message, me: &Me) -> Option<DrillDocument> {
    let doc = msg.document()?;
    let captioned = msg.caption().is_some_and(|c| is_submit_caption(c, &me.username));
    let on_post = !msg.chat.is_private() && msg.reply_to_message().is_some_and(|m| is_post(m, me));
    (captioned || on_post).then(|| DrillDocument {
        file_id: doc.file.id.0.clone(),
        name: doc.file_name.clone().unwrap_or_default(),
        size: u64::from(doc.file.size),
    })
}

/// `/drill submit` or `/drill@me submit` (anything after is ignored; the file is the code).
fn is_submit_caption(caption: &str, me: &str) -> bool {
    let mut words = caption.split_whitespace();
    let head = words.next().unwrap_or_default().to_ascii_lowercase();
    let (name, target) = head.split_once('@').unwrap_or((&head, ""));
    name == "/drill"
        && (target.is_empty() || target.eq_ignore_ascii_case(me))
        && words.next().is_some_and(|w| w.eq_ignore_ascii_case("submit"))
}

/// Whether `m` is this bot's daily post (recognised by the drill buttons under it).
fn is_post(m: &Message, me: &Me) -> bool {
    m.from.as_ref().is_some_and(|u| u.id.0 == me.id)
        && m.reply_markup().is_some_and(|kb| {
            kb.inline_keyboard.iter().flatten().any(|b| {
                matches!(&b.kind, InlineKeyboardButtonKind::CallbackData(d) if button_command(d).is_some())
            })
        })
}

/// The drill command behind a daily post's button (`d:leaderboard` → `/leaderboard`).
pub(crate) fn button_command(data: &str) -> Option<String> {
    match data.strip_prefix(BUTTON_PREFIX)? {
        a @ ("hint" | "today") => Some(format!("/drill {}", a.replace("today", ""))),
        a @ ("leaderboard" | "streak" | "stats") => Some(format!("/{a}")),
        _ => None,
    }
    .map(|s| s.trim().to_string())
}

fn post_buttons(l: Locale) -> InlineKeyboardMarkup {
    let label = |en: &'static str, zh: &'static str| if l == Locale::ZhCn { zh } else { en };
    let b = |text: &str, data: &str| {
        InlineKeyboardButton::callback(text.to_string(), format!("{BUTTON_PREFIX}{data}"))
    };
    InlineKeyboardMarkup::new(vec![vec![
        b(label("💡 Hint", "💡 提示"), "hint"),
        b(label("🏆 Board", "🏆 排行榜"), "leaderboard"),
        b(label("🔥 Streak", "🔥 连续"), "streak"),
    ]])
}

/// Splits `text` into messages of at most `limit` UTF-16 units (as Telegram counts, after the
/// HTML escapes are parsed), with the kit's splitter.
fn pieces(text: &str, limit: usize) -> Vec<String> {
    mashang_chatkit::split::split(text, limit, char::len_utf16)
}

/// Posts to Telegram groups and private chats.
pub(crate) struct TelegramSink {
    bot: Bot,
}

fn chat_of(chat: &ChatKey) -> Result<ChatId, DeliveryError> {
    if chat.platform != Platform::Telegram {
        return Err(DeliveryError::Address(format!("{chat} is not a Telegram chat")));
    }
    chat.id.parse::<i64>().map(ChatId).map_err(|e| DeliveryError::Address(format!("{chat}: {e}")))
}

impl TelegramSink {
    /// Sends one reply (text, then the chart as a photo) to `chat`.
    async fn send(&self, chat: ChatId, r: &DrillsReply) -> Result<(), DeliveryError> {
        let parts = pieces(&r.text, TEXT_LIMIT);
        match &r.png {
            Some(png) if r.text.chars().count() <= CAPTION_LIMIT => {
                self.photo(chat, png, &r.text).await?;
            }
            png => {
                for p in &parts {
                    send::text(&self.bot, chat, &escape(p), None)
                        .await
                        .map_err(crate::chats::delivery_error)?;
                }
                if let Some(png) = png {
                    self.photo(chat, png, "").await?;
                }
            }
        }
        Ok(())
    }

    async fn photo(&self, chat: ChatId, png: &[u8], caption: &str) -> Result<(), DeliveryError> {
        send::with_retry("sendPhoto", || {
            let file = InputFile::memory(png.to_vec()).file_name("chart.png");
            let mut req = self.bot.send_photo(chat, file);
            if !caption.is_empty() {
                req = req.caption(escape(caption)).parse_mode(ParseMode::Html);
            }
            req.send()
        })
        .await
        .map(drop)
        .map_err(crate::chats::delivery_error)
    }
}

#[async_trait::async_trait]
impl PostSink for TelegramSink {
    async fn post(&self, p: &Posting) -> Result<(), DeliveryError> {
        if p.chat.platform != Platform::Telegram {
            return Ok(()); // another front end's chat
        }
        let chat = chat_of(&p.chat)?;
        let parts = pieces(&p.text, TEXT_LIMIT);
        let last = parts.len() - 1;
        // The buttons go under the end of the statement, where readers finish.
        let locale = if p.text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)) {
            Locale::ZhCn
        } else {
            Locale::En
        };
        let kb = post_buttons(locale);
        for (i, part) in parts.iter().enumerate() {
            let keyboard = (i == last).then_some(&kb);
            send::text(&self.bot, chat, &escape(part), keyboard)
                .await
                .map_err(crate::chats::delivery_error)?;
        }
        Ok(())
    }

    async fn deliver(&self, r: &DrillsReply) -> Result<(), DeliveryError> {
        let chat = match &r.to {
            Audience::Chat(chat) => chat_of(chat)?,
            // A private chat's id is the user's id.
            Audience::Account(user) if user.platform == "telegram" => {
                ChatId(user.id.parse::<i64>().map_err(|e| DeliveryError::Address(e.to_string()))?)
            }
            Audience::Account(user) => {
                return Err(DeliveryError::Address(format!("{user} is not a Telegram account")));
            }
            Audience::Caller => {
                return Err(DeliveryError::Address("a reply to the caller has no address".into()));
            }
        };
        self.send(chat, r).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn post_buttons_map_to_drill_commands_and_nothing_else() {
        assert_eq!(button_command("d:leaderboard").as_deref(), Some("/leaderboard"));
        assert_eq!(button_command("d:hint").as_deref(), Some("/drill hint"));
        assert_eq!(button_command("d:today").as_deref(), Some("/drill"));
        assert_eq!(button_command("d:config"), None);
        assert_eq!(button_command("a:hint"), None);
        for b in post_buttons(Locale::En).inline_keyboard.concat() {
            let teloxide::types::InlineKeyboardButtonKind::CallbackData(d) = b.kind else {
                panic!("not a callback button")
            };
            assert!(button_command(&d).is_some(), "{d}");
        }
    }

    #[test]
    fn settings_posting_now_and_the_live_board_need_a_chat_administrator() {
        for text in ["/drill config tz=UTC", "/drill now", "/drill board pin", "/drill board unpin"]
        {
            assert!(needs_admin(text), "{text}");
        }
        assert!(!needs_admin("/leaderboard") && !needs_admin("/drill hint"));
    }

    #[test]
    fn only_a_drill_submit_caption_for_this_bot_marks_a_file_as_a_drill_submission() {
        assert!(is_submit_caption("/drill submit", "mashang_bot"));
        assert!(is_submit_caption("/Drill@Mashang_Bot SUBMIT  O(n)", "mashang_bot"));
        assert!(!is_submit_caption("/drill@other_bot submit", "mashang_bot"));
        assert!(!is_submit_caption("/drill", "mashang_bot"));
        assert!(!is_submit_caption("my solution /drill submit", "mashang_bot"));
        assert!(!is_submit_caption("/drilling submit", "mashang_bot"));
    }

    #[test]
    fn a_group_submission_formatted_as_a_code_block_reaches_the_drills_fenced() {
        let text = "/drill submit\nprint(1)";
        let msg: Message = serde_json::from_value(serde_json::json!({
            "message_id": 7, "date": 1_700_000_000,
            "chat": {"id": -100, "type": "supergroup", "title": "G"},
            "from": {"id": 42, "is_bot": false, "first_name": "A"},
            "text": text,
            "entities": [{"type": "bot_command", "offset": 0, "length": 6},
                         {"type": "pre", "offset": 14, "length": 8, "language": "python"}],
        }))
        .unwrap();
        let me = Me { id: 999, username: "mashang_bot".into() };
        let got = drill_text(&msg, &me).expect("a drill command");
        assert_eq!(
            command::parse(&got),
            Some(Ok(DrillCommand::Submit {
                lang: mashang_judge::problem::Lang::Python,
                code: "print(1)\n".into()
            }))
        );
    }

    #[test]
    fn long_texts_split_under_the_limit_without_losing_characters() {
        let text = "第一行 line 😀\n".repeat(600);
        let parts = pieces(&text, 100);
        assert!(parts.iter().all(|p| p.encode_utf16().count() <= 100));
        // The cuts fall at line ends: only the newline between two messages is dropped.
        assert_eq!(parts.join("\n"), text.trim_end());
        assert_eq!(pieces("short", 100), vec!["short".to_string()]);
    }
}
