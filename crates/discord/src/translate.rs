//! Discord inputs → what the engine is asked (pure): slash-command options become the command text
//! the core's input parser understands, modal and button interactions are decoded from their custom
//! ids, and gateway messages are filtered (only DMs, mentions and the user's interview thread) and
//! turned into text or an attachment to fetch. No interview logic lives here.

use serenity::all::{ActionRowComponent, ComponentInteraction, Message, ModalInteraction, UserId};

use super::render::{CODE_FIELD, ID_PREFIX, INPUT_FIELD, MODAL_ID, RUN_MODAL_ID};
use mashang_chatkit::upload::{self, Refusal, UnknownType};
use mashang_core::input;
use mashang_core::interviewer::{Level, QuestionBank, Role};
use mashang_i18n::Locale;

/// What to do with an input (serializable: the inbound journal keeps it to replay the turn).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Action {
    /// Hand this text to `Engine::handle` (a command, a fenced submission or an explanation).
    Text(String),
    /// Fetch this attached file and submit it.
    Upload(Upload),
    /// Not for us.
    Ignore,
}

/// An attached file to submit as code.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Upload {
    pub url: String,
    pub filename: String,
    pub size: u32,
    /// Language chosen explicitly (the `/submit` option); otherwise from the file extension.
    pub language: Option<String>,
    /// Text that came with the file (the explanation).
    pub note: Option<String>,
}

impl Upload {
    /// The kit's checks before downloading: only the size (a file in no known language is
    /// submitted in the session's).
    pub fn admit(&self) -> Result<(), Refusal> {
        let language = self.language.as_deref();
        upload::admit(&self.filename, self.size.into(), language, UnknownType::SessionLanguage)
            .map(drop)
    }
}

/// `/interview` options → `/interview role level language #topic problem=<id>`.
pub fn interview_text(
    role: Option<Role>,
    level: Option<Level>,
    language: Option<&str>,
    topic: Option<&str>,
    problem: Option<&str>,
) -> String {
    let mut s = String::from("/interview");
    if let Some(r) = role {
        s.push(' ');
        s.push_str(r.as_str());
    }
    if let Some(l) = level {
        s.push(' ');
        s.push_str(l.as_str());
    }
    if let Some(l) = language {
        s.push(' ');
        s.push_str(l);
    }
    // A topic is one word for the parser; spaces become dashes as in the bank's topic names.
    let topic =
        topic.map(|t| t.trim().to_lowercase().split_whitespace().collect::<Vec<_>>().join("-"));
    if let Some(t) = topic.filter(|t| !t.is_empty()) {
        s.push_str(" #");
        s.push_str(t.trim_start_matches('#'));
    }
    // An id is one word; whatever else was typed is kept so the engine can say it is unknown.
    let problem = problem.map(|p| p.split_whitespace().collect::<Vec<_>>().join("-"));
    if let Some(p) = problem.filter(|p| !p.is_empty()) {
        s.push_str(" problem=");
        s.push_str(&p);
    }
    s
}

/// Most choices Discord shows in an autocomplete list.
pub const MAX_CHOICES: usize = 25;

/// Autocomplete for the `problem` option: (label, id) pairs whose id or title (in `locale`, or
/// either language) contains what was typed; ids starting with it first. Labels are
/// `Title (id)` in the user's language, within Discord's 100 characters.
pub fn problem_choices(
    bank: &dyn QuestionBank,
    partial: &str,
    locale: Locale,
) -> Vec<(String, String)> {
    let want = partial.trim().to_lowercase();
    let mut found: Vec<(u8, String, String)> = bank
        .briefs()
        .iter()
        .filter_map(|b| {
            let title = bank.text(&b.id, locale, "python").map(|q| q.title).unwrap_or_default();
            let rank = if b.id.starts_with(&want) {
                0
            } else if b.id.contains(&want) || title.to_lowercase().contains(&want) {
                1
            } else {
                let other = if locale == Locale::En { Locale::ZhCn } else { Locale::En };
                let other_title = bank.text(&b.id, other, "python").map(|q| q.title)?;
                if other_title.to_lowercase().contains(&want) { 2 } else { return None }
            };
            let label = if title.is_empty() { b.id.clone() } else { format!("{title} ({})", b.id) };
            Some((rank, super::split::truncate(&label, 100), b.id.clone()))
        })
        .collect();
    found.sort();
    found.into_iter().take(MAX_CHOICES).map(|(_, label, id)| (label, id)).collect()
}

/// The user's Discord client locale (`zh-CN`, `en-US`…) as an interface language.
pub fn client_locale(discord_locale: &str) -> Locale {
    Locale::parse(discord_locale).unwrap_or_default()
}

/// The text to submit for a fetched upload (the kit's submission from a file, in the language
/// chosen or the one its extension names, else the session's).
pub fn upload_text(upload: &Upload, bytes: &[u8]) -> String {
    let language =
        upload.language.as_deref().or_else(|| upload::language_of_file(&upload.filename));
    upload::submission_from_file(language, bytes, upload.note.as_deref())
}

/// The value of a modal's text field.
fn field(m: &ModalInteraction, id: &str) -> String {
    m.data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .find_map(|c| match c {
            ActionRowComponent::InputText(t) if t.custom_id == id => t.value.clone(),
            _ => None,
        })
        .unwrap_or_default()
}

/// A submitted `/submit` modal (a fenced submission) or `/run` modal (`/run <input>` and the block).
pub fn from_modal(m: &ModalInteraction) -> Action {
    let id = &m.data.custom_id;
    let (language, run) = match (id.strip_prefix(MODAL_ID), id.strip_prefix(RUN_MODAL_ID)) {
        (Some(l), _) => (l, false),
        (None, Some(l)) => (l, true),
        (None, None) => return Action::Ignore,
    };
    let code = field(m, CODE_FIELD);
    if code.trim().is_empty() {
        return Action::Ignore;
    }
    let language = input::normalize_language(language);
    if !run {
        return Action::Text(upload::submission_text(language, &code, None));
    }
    let custom = field(m, INPUT_FIELD);
    let block = upload::submission_text(language, &code, None);
    Action::Text(format!("/run {}\n{block}", custom.trim()))
}

/// A pressed button: its custom id carries the command (`mashang:/hint`, `mashang:/lang go`).
pub fn from_component(c: &ComponentInteraction) -> Action {
    match c.data.custom_id.strip_prefix(ID_PREFIX) {
        Some(cmd) if cmd.starts_with('/') && !cmd.contains('\n') => Action::Text(cmd.to_string()),
        _ => Action::Ignore,
    }
}

/// What the bot knows about where a message was posted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    /// The bot's own user id.
    pub bot: UserId,
    /// The channel is this author's interview thread.
    pub interview_thread: bool,
}

/// A gateway message. Without the message-content intent Discord only fills in content and
/// attachments for DMs and messages that mention the bot, which is exactly what is read then;
/// with it, everything the user posts in their interview thread is read too.
pub fn from_message(m: &Message, place: Place) -> Action {
    if m.author.bot || m.author.id == place.bot {
        return Action::Ignore;
    }
    let dm = m.guild_id.is_none();
    let mentioned = m.mentions.iter().any(|u| u.id == place.bot);
    if !(dm || mentioned || place.interview_thread) {
        return Action::Ignore;
    }
    let text = strip_mention(&m.content, place.bot);
    let has_fence = text.lines().any(|l| l.trim_start().starts_with("```"));
    if !has_fence && let Some(a) = m.attachments.first() {
        return Action::Upload(Upload {
            url: a.url.clone(),
            filename: a.filename.clone(),
            size: a.size,
            language: None,
            note: (!text.trim().is_empty()).then(|| text.trim().to_string()),
        });
    }
    if text.trim().is_empty() { Action::Ignore } else { Action::Text(text) }
}

/// Removes `<@bot>` / `<@!bot>` mentions.
fn strip_mention(content: &str, bot: UserId) -> String {
    content.replace(&format!("<@{bot}>"), "").replace(&format!("<@!{bot}>"), "").trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interview_options_become_the_command_text() {
        assert_eq!(
            interview_text(
                Some(Role::SystemDesign),
                Some(Level::Mid),
                Some("go"),
                Some("Dynamic Programming"),
                None,
            ),
            "/interview system-design mid go #dynamic-programming"
        );
        assert_eq!(interview_text(None, None, None, Some("  "), Some(" ")), "/interview");
        assert_eq!(
            interview_text(None, None, None, None, Some("two-sum")),
            "/interview problem=two-sum"
        );
    }

    #[test]
    fn an_attachment_is_fenced_in_its_chosen_or_extension_language() {
        let mut up = Upload {
            url: String::new(),
            filename: "sol.py".into(),
            size: 10,
            language: None,
            note: Some("my try".into()),
        };
        assert_eq!(upload_text(&up, b"print(1)\n"), "my try\n```python\nprint(1)\n```");
        up.language = Some("go".into());
        assert!(upload_text(&up, b"x").starts_with("my try\n```go\n"));
        up.filename = "notes.txt".into();
        up.language = None;
        assert!(upload_text(&up, b"x").starts_with("my try\n```\n"), "the session's language");
        up.size = 64 * 1024 + 1;
        assert_eq!(up.admit(), Err(Refusal::TooLarge { size: 64 * 1024 + 1 }));
    }
}
