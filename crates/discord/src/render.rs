//! Engine replies → Discord messages (pure): embeds for questions, verdicts and reports, buttons for
//! Hint / Skip / End and for choices, text split at Discord's limits without breaking code blocks,
//! and very long output as a file. Every label comes from the catalog in the reply's locale.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed, CreateInputText,
    CreateInteractionResponseFollowup, CreateMessage, CreateModal, EditInteractionResponse,
    InputTextStyle,
};

use super::split::{self, DESCRIPTION_LIMIT, MESSAGE_LIMIT, TITLE_LIMIT};
use mashang_core::drills::charts;
use mashang_core::engine::{Card, Reply, ReplyKind};
use mashang_core::interviewer::Verdict;
use mashang_core::report::Dimension;
use mashang_i18n::{Locale, t};

/// Prefix of every custom id this bot puts on a component or modal.
pub const ID_PREFIX: &str = "mashang:";
/// Custom id of the submission modal (followed by the language, possibly empty).
pub const MODAL_ID: &str = "mashang:submit:";
/// Custom id of the run modal (followed by the language, possibly empty).
pub const RUN_MODAL_ID: &str = "mashang:run:";
/// Custom id of the run modal's custom-input field.
pub const INPUT_FIELD: &str = "input";
/// Custom id of the modal's code field.
pub const CODE_FIELD: &str = "code";
/// Longest code the modal accepts (Discord's maximum for a text input).
pub const MODAL_MAX: u16 = 4000;
/// Above this many message pieces, the full text is also attached as a file.
const MAX_PIECES: usize = 3;

const BLUE: u32 = 0x5865F2;
const GREEN: u32 = 0x57F287;
const RED: u32 = 0xED4245;
const GOLD: u32 = 0xFEE75C;

/// One Discord message, ready to be sent as a channel message, an interaction follow-up or the
/// edit of a deferred response.
#[derive(Debug, Clone, Default)]
pub struct Outgoing {
    pub content: String,
    pub embeds: Vec<CreateEmbed>,
    pub components: Vec<CreateActionRow>,
    pub file: Option<CreateAttachment>,
    /// As an interaction follow-up, seen only by the user who asked.
    pub ephemeral: bool,
}

impl Outgoing {
    fn text(content: String) -> Self {
        Outgoing { content, ..Outgoing::default() }
    }

    pub fn to_message(&self) -> CreateMessage {
        let mut m = CreateMessage::new()
            .embeds(self.embeds.clone())
            .allowed_mentions(crate::mentions::none());
        if !self.content.is_empty() {
            m = m.content(&self.content);
        }
        if !self.components.is_empty() {
            m = m.components(self.components.clone());
        }
        if let Some(f) = &self.file {
            m = m.add_file(f.clone());
        }
        m
    }

    pub fn to_followup(&self) -> CreateInteractionResponseFollowup {
        let mut m = CreateInteractionResponseFollowup::new()
            .embeds(self.embeds.clone())
            .allowed_mentions(crate::mentions::none())
            .ephemeral(self.ephemeral);
        if !self.content.is_empty() {
            m = m.content(&self.content);
        }
        if !self.components.is_empty() {
            m = m.components(self.components.clone());
        }
        if let Some(f) = &self.file {
            m = m.add_file(f.clone());
        }
        m
    }

    pub fn to_edit(&self) -> EditInteractionResponse {
        let mut m = EditInteractionResponse::new()
            .allowed_mentions(crate::mentions::none())
            .content(&self.content)
            .embeds(self.embeds.clone())
            .components(self.components.clone());
        if let Some(f) = &self.file {
            m = m.new_attachment(f.clone());
        }
        m
    }
}

fn button(id: &str, label: String, style: ButtonStyle) -> CreateButton {
    let id = split::truncate(&format!("{ID_PREFIX}{id}"), 100);
    CreateButton::new(id).label(split::truncate(&label, 80)).style(style)
}

/// Hint / Skip / End under a question or a follow-up.
fn interview_buttons(l: Locale) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(vec![
        button("/hint", t(l, "discord.button_hint", &[]), ButtonStyle::Secondary),
        button("/skip", t(l, "discord.button_skip", &[]), ButtonStyle::Secondary),
        button("/end", t(l, "discord.button_end", &[]), ButtonStyle::Danger),
    ])]
}

/// Run (the last submission on the examples; `/run` opens an editor with an input field).
fn run_button(l: Locale) -> CreateButton {
    button("/run", t(l, "discord.button_run", &[]), ButtonStyle::Primary)
}

/// Run / Hint / Skip / End under a coding question.
fn code_question_buttons(l: Locale) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(vec![
        run_button(l),
        button("/hint", t(l, "discord.button_hint", &[]), ButtonStyle::Secondary),
        button("/skip", t(l, "discord.button_skip", &[]), ButtonStyle::Secondary),
        button("/end", t(l, "discord.button_end", &[]), ButtonStyle::Danger),
    ])]
}

fn new_interview_button(l: Locale) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(vec![button(
        "/interview",
        t(l, "discord.button_new", &[]),
        ButtonStyle::Primary,
    )])]
}

/// One button per option (Discord allows five per row and five rows).
fn choice_buttons(command: &str, options: &[String]) -> Vec<CreateActionRow> {
    options
        .chunks(5)
        .take(5)
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|o| button(&format!("{command} {o}"), o.clone(), ButtonStyle::Secondary))
                    .collect(),
            )
        })
        .collect()
}

/// Splits a card's text into its first line (the title) and the rest.
fn title_and_body(text: &str) -> (String, String) {
    let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
    let title = first.replace("**", "");
    let title = title.trim();
    (split::truncate(title, TITLE_LIMIT), rest.trim().to_string())
}

/// Renders one reply as one or more messages.
pub fn render(reply: &Reply) -> Vec<Outgoing> {
    let l = reply.locale;
    match &reply.card {
        Some(Card::Question { design, .. }) => {
            let (title, body) = title_and_body(&reply.text);
            let mut out = embeds(&title, &body, BLUE, l, "question.md");
            let buttons = if *design { interview_buttons(l) } else { code_question_buttons(l) };
            attach_components(&mut out, buttons);
            out
        }
        Some(Card::Verdict { verdict, passed, total, design, tests }) => {
            let colour = if *verdict == Verdict::Accepted { GREEN } else { RED };
            // The first line is the summary; the text's list of failed tests is the table here.
            let summary = reply.text.trim().lines().next().unwrap_or_default();
            let counted = if *design { "discord.key_points" } else { "discord.tests" };
            let mut embed = CreateEmbed::new()
                .title(split::truncate(summary, TITLE_LIMIT))
                .colour(colour)
                .field(t(l, counted, &[]), tests_bar(*passed, *total), false);
            if *design {
                // A design answer has no tests to show and no code to run.
                return vec![Outgoing { embeds: vec![embed], ..Outgoing::default() }];
            }
            if let Some(table) = super::tables::verdict_table(l, tests, *total) {
                embed = embed.description(split::truncate(&table, DESCRIPTION_LIMIT));
            }
            let components = vec![CreateActionRow::Buttons(vec![run_button(l)])];
            vec![Outgoing { embeds: vec![embed], components, ..Outgoing::default() }]
        }
        Some(Card::Run) => {
            let mut out = plain(reply);
            attach_components(&mut out, vec![CreateActionRow::Buttons(vec![run_button(l)])]);
            out
        }
        Some(Card::Report { score_tenths, dimensions }) => {
            let (title, body) = title_and_body(&reply.text);
            let colour = if *score_tenths >= 35 { GREEN } else { GOLD };
            // Monospace keeps the report's score columns aligned.
            let fenced = format!("```\n{body}\n```");
            let body = if fenced.chars().count() <= DESCRIPTION_LIMIT { fenced } else { body };
            let mut out = embeds(&title, &body, colour, l, "report.md");
            attach_radar(&mut out, &title, dimensions, l);
            attach_components(&mut out, new_interview_button(l));
            out
        }
        Some(Card::FollowUp) => {
            let mut out = plain(reply);
            attach_components(&mut out, interview_buttons(l));
            out
        }
        Some(Card::Ended) => {
            let mut out = plain(reply);
            attach_components(&mut out, new_interview_button(l));
            out
        }
        Some(Card::Choice { command, options }) => {
            let mut out = plain(reply);
            attach_components(&mut out, choice_buttons(command, options));
            out
        }
        Some(Card::Files { files }) => {
            // One message per file: the first carries the caption.
            let mut out: Vec<Outgoing> = files
                .iter()
                .map(|f| Outgoing {
                    file: Some(CreateAttachment::bytes(f.text.as_bytes().to_vec(), f.name.clone())),
                    ..Outgoing::default()
                })
                .collect();
            match out.first_mut() {
                Some(first) => first.content = split::truncate(&reply.text, MESSAGE_LIMIT),
                None => out = plain(reply),
            }
            out
        }
        None => plain(reply),
    }
}

/// File name of a report's radar chart; the report embed shows it as `attachment://radar.png`.
pub const RADAR_FILE: &str = "radar.png";

/// The five-dimension radar (the drills' chart renderer) as the first report embed's image.
fn attach_radar(out: &mut [Outgoing], title: &str, dims: &[(Dimension, Option<u16>)], l: Locale) {
    let scores: Vec<(Dimension, Option<f32>)> =
        dims.iter().map(|(d, s)| (*d, s.map(|x| f32::from(x) / 10.0))).collect();
    let png = match charts::dimension_radar(&scores, title, l) {
        Ok(png) => png,
        Err(e) => {
            tracing::warn!(error = %e, "report radar not drawn; the report goes without it");
            return;
        }
    };
    if let Some(first) = out.first_mut()
        && first.file.is_none()
        && let Some(embed) = first.embeds.first_mut()
    {
        *embed = embed.clone().image(format!("attachment://{RADAR_FILE}"));
        first.file = Some(CreateAttachment::bytes(png, RADAR_FILE));
    }
}

/// `███████░░░ 7/10`
fn tests_bar(passed: u32, total: u32) -> String {
    let width = 10u32;
    let filled = if total == 0 { 0 } else { (passed * width).div_ceil(total).min(width) };
    let filled = if passed < total { filled.min(width - 1) } else { filled };
    format!(
        "`{}{}` {passed}/{total}",
        "█".repeat(filled as usize),
        "░".repeat((width - filled) as usize)
    )
}

/// A card as embeds: one message per description piece; past a few pieces, the first piece and
/// the full text as the file `file_name`.
fn embeds(title: &str, body: &str, colour: u32, l: Locale, file_name: &str) -> Vec<Outgoing> {
    let pieces = split::split(body, DESCRIPTION_LIMIT);
    let many = pieces.len() > MAX_PIECES;
    let mut out: Vec<Outgoing> = pieces
        .into_iter()
        .take(if many { 1 } else { MAX_PIECES })
        .enumerate()
        .map(|(i, piece)| {
            let mut e = CreateEmbed::new().colour(colour);
            if i == 0 {
                e = e.title(title);
            }
            if !piece.is_empty() {
                e = e.description(piece);
            }
            Outgoing { embeds: vec![e], ..Outgoing::default() }
        })
        .collect();
    if many {
        out.push(file_message(file_name, &format!("{title}\n\n{body}"), l));
    }
    out
}

fn file_message(name: &str, full: &str, l: Locale) -> Outgoing {
    Outgoing {
        content: t(l, "discord.full_text_attached", &[("file", &name)]),
        file: Some(CreateAttachment::bytes(full.as_bytes().to_vec(), name)),
        ..Outgoing::default()
    }
}

/// Ordinary text: split at 2000 characters; past a few pieces, the first piece and the full text
/// as a file.
fn plain(reply: &Reply) -> Vec<Outgoing> {
    let text = match reply.kind {
        ReplyKind::Problem => format!("⚠️ {}", reply.text),
        ReplyKind::Progress => format!("⏳ {}", reply.text),
        ReplyKind::Message => reply.text.clone(),
    };
    let pieces = split::split(&text, MESSAGE_LIMIT);
    if pieces.len() > MAX_PIECES {
        let first = pieces.into_iter().next().unwrap_or_default();
        return vec![Outgoing::text(first), file_message("reply.md", &text, reply.locale)];
    }
    pieces.into_iter().map(Outgoing::text).collect()
}

/// Buttons go on the last message of a reply, so they sit under the whole text.
fn attach_components(out: &mut [Outgoing], rows: Vec<CreateActionRow>) {
    if let Some(last) = out.last_mut() {
        last.components = rows;
    }
}

/// The editor's initial text: the draft, cut at a line boundary to fit the field (a starter cut in
/// the middle of a line would read as broken code).
pub fn prefill(draft: &str) -> String {
    if draft.chars().count() <= MODAL_MAX as usize {
        return draft.to_string();
    }
    let mut out = String::new();
    for line in draft.split_inclusive('\n') {
        if out.chars().count() + line.chars().count() > MODAL_MAX as usize {
            break;
        }
        out.push_str(line);
    }
    out
}

/// The submission editor opened by `/submit`, pre-filled with `draft` (starter or last submission).
pub fn submit_modal(l: Locale, language: Option<&str>, draft: Option<&str>) -> CreateModal {
    let mut field = CreateInputText::new(
        InputTextStyle::Paragraph,
        t(l, "discord.modal_label", &[]),
        CODE_FIELD,
    )
    .placeholder(split::truncate(&t(l, "discord.modal_placeholder", &[]), 100))
    .min_length(1)
    .max_length(MODAL_MAX)
    .required(true);
    if let Some(draft) = draft.map(prefill).filter(|d| !d.is_empty()) {
        field = field.value(draft);
    }
    CreateModal::new(
        format!("{MODAL_ID}{}", language.unwrap_or("")),
        split::truncate(&t(l, "discord.modal_title", &[]), 45),
    )
    .components(vec![CreateActionRow::InputText(field)])
}

/// The run editor opened by `/run`: the code (pre-filled like `/submit`'s) and an optional input
/// of the candidate's own.
pub fn run_modal(
    l: Locale,
    language: Option<&str>,
    draft: Option<&str>,
    input: Option<&str>,
) -> CreateModal {
    let mut code = CreateInputText::new(
        InputTextStyle::Paragraph,
        t(l, "discord.modal_label", &[]),
        CODE_FIELD,
    )
    .min_length(1)
    .max_length(MODAL_MAX)
    .required(true);
    if let Some(draft) = draft.map(prefill).filter(|d| !d.is_empty()) {
        code = code.value(draft);
    }
    let mut custom = CreateInputText::new(
        InputTextStyle::Paragraph,
        split::truncate(&t(l, "discord.run_input_label", &[]), 45),
        INPUT_FIELD,
    )
    .max_length(MODAL_MAX)
    .required(false);
    if let Some(input) = input.filter(|i| !i.trim().is_empty()) {
        custom = custom.value(split::truncate(input, MODAL_MAX as usize));
    }
    CreateModal::new(
        format!("{RUN_MODAL_ID}{}", language.unwrap_or("")),
        split::truncate(&t(l, "discord.run_modal_title", &[]), 45),
    )
    .components(vec![CreateActionRow::InputText(code), CreateActionRow::InputText(custom)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_renders_with_fences_only_at_line_starts_in_both_languages() {
        for l in [Locale::En, Locale::ZhCn] {
            let reply =
                Reply { kind: ReplyKind::Message, text: t(l, "help", &[]), locale: l, card: None };
            let outs = render(&reply);
            let text: String = outs.iter().map(|o| o.content.as_str()).collect();
            assert!(text.contains("/interview"), "{l:?}: {text}");
            // Discord pairs ``` anywhere in a line; one mid-line opens a block that swallows the
            // rest of the message. Every fence must be a line of its own, and they must pair.
            for line in text.lines().filter(|line| line.contains("```")) {
                assert!(line.starts_with("```"), "{l:?}: fence inside a line: {line:?}");
            }
            assert_eq!(text.matches("```").count() % 2, 0, "{l:?}: unpaired fence");
        }
    }

    #[test]
    fn a_long_draft_is_cut_at_a_line_boundary_within_the_modal_limit() {
        let short = "class Solution:\n    pass\n";
        assert_eq!(prefill(short), short);
        let line = format!("{}\n", "x".repeat(99));
        let long = line.repeat(50);
        let cut = prefill(&long);
        assert!(cut.chars().count() <= usize::from(MODAL_MAX));
        assert_eq!(cut, line.repeat(40));
    }

    #[test]
    fn the_bar_is_full_only_when_everything_passed() {
        assert_eq!(tests_bar(10, 10), "`██████████` 10/10");
        assert_eq!(tests_bar(9, 10), "`█████████░` 9/10");
        assert_eq!(tests_bar(99, 100), "`█████████░` 99/100");
        assert_eq!(tests_bar(0, 0), "`░░░░░░░░░░` 0/0");
    }
}
