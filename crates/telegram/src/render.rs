//! Pure rendering of engine replies into Telegram sends: HTML with every `&`, `<`, `>` escaped,
//! fenced code as `<pre><code>`, `inline code` and **bold** as `<code>` and `<b>`, list items
//! with a bullet, split under the 4096 limit on line boundaries (a code block cut
//! by a split is closed at the end of one part and re-opened at the start of the next), and a
//! reply too long for a few messages sent as a text document instead.

use teloxide::types::InlineKeyboardMarkup;

use crate::utf16;
use mashang_chatkit::split::{Measure, split_by};
use mashang_core::engine::{Card, Reply, ReplyKind};
use mashang_core::markup::render_line;
use mashang_i18n::{Locale, t};

/// Telegram's limit on one message, in UTF-16 units. We measure the HTML source, which is never
/// shorter than the text Telegram counts, so a part that fits here always fits there.
pub(crate) const LIMIT: usize = 4096;
/// Replies that would need more messages than this go out as a document.
pub(crate) const MAX_PARTS: usize = 3;

/// One request to make, in order.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Outgoing {
    /// `sendMessage` with `parse_mode=HTML`.
    Text { html: String, keyboard: Option<InlineKeyboardMarkup> },
    /// `sendDocument` with an HTML caption.
    Document { name: String, bytes: Vec<u8>, caption: String },
    /// `sendChatAction typing`, repeated by the sender until the next reply.
    Typing,
}

/// Escapes text for Telegram HTML (also safe inside attribute values).
pub(crate) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// The text Telegram shows for our HTML: tags dropped, entities decoded (the plain-text fallback).
pub(crate) fn plain(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        match rest[i..].find('>') {
            Some(close) => rest = &rest[i + close + 1..],
            None => rest = "",
        }
    }
    out.push_str(rest);
    out.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&")
}

/// Renders one reply.
pub(crate) fn render(reply: &Reply, locale: Locale) -> Vec<Outgoing> {
    let text = reply.text.trim_end();
    if text.trim().is_empty() {
        return Vec::new();
    }
    if let Some(Card::Files { files }) = &reply.card
        && !files.is_empty()
    {
        // The first document carries the reply as its caption (well under Telegram's 1024).
        return files
            .iter()
            .enumerate()
            .map(|(i, f)| Outgoing::Document {
                name: f.name.clone(),
                bytes: f.text.as_bytes().to_vec(),
                caption: if i == 0 { escape(text) } else { String::new() },
            })
            .collect();
    }
    let parts = html_parts(text, LIMIT);
    let mut out = if parts.len() > MAX_PARTS {
        let lines = text.lines().count();
        vec![Outgoing::Document {
            name: "mashang.txt".into(),
            bytes: text.as_bytes().to_vec(),
            caption: escape(&t(locale, "telegram.long_output", &[("lines", &lines)])),
        }]
    } else {
        parts.into_iter().map(|html| Outgoing::Text { html, keyboard: None }).collect()
    };
    if reply.kind == ReplyKind::Progress {
        out.push(Outgoing::Typing);
    }
    out
}

/// Telegram's measure of a piece: the UTF-16 units of its HTML (each character escaped, each
/// fence line as the tag it becomes), so a piece the kit's splitter fits is a message that fits.
struct Html;

impl Measure for Html {
    fn char(&self, c: char) -> usize {
        match c {
            // A backtick may become `<code>` or `</code>`, a `**` pair `<b>` or `</b>`.
            '`' => CODE_CLOSE.len(),
            '*' => BOLD_CLOSE.len().div_ceil(2),
            c => utf16::len(&escape(c.encode_utf8(&mut [0; 4]))),
        }
    }

    fn fence(&self, line: &str) -> usize {
        // A bare fence may open or close a block: count the larger tag.
        open_tag(line).len().max(CLOSE.len())
    }
}

/// Splits plain text with ``` fences into HTML messages of at most `limit` UTF-16 units: the
/// front-end kit's splitter cuts the text (closing and reopening a fence at each cut), then each
/// piece becomes HTML on its own.
pub(crate) fn html_parts(text: &str, limit: usize) -> Vec<String> {
    split_by(text, limit, Html)
        .iter()
        .map(|piece| piece_html(piece))
        .filter(|html| !plain(html).trim().is_empty())
        .collect()
}

const CLOSE: &str = "</code></pre>";
const CODE_CLOSE: &str = "</code>";
const BOLD_CLOSE: &str = "</b>";

/// The tag that opens a code block for a fence line (its language kept when it is a plain name).
fn open_tag(fence: &str) -> String {
    let info = fence.trim().trim_start_matches('`').split_whitespace().next().unwrap_or("");
    let tag: String =
        info.chars().filter(|c| c.is_ascii_alphanumeric() || "+#-_".contains(*c)).collect();
    if tag.is_empty() {
        "<pre><code>".to_string()
    } else {
        format!("<pre><code class=\"language-{tag}\">")
    }
}

/// One piece (its fences balanced by the splitter) as Telegram HTML.
fn piece_html(piece: &str) -> String {
    let mut html = String::new();
    let mut open = false;
    // Whether a newline is owed before the next line (none right after an opening tag).
    let mut newline = false;
    for raw in piece.lines() {
        let trimmed = raw.trim();
        if !open && raw.trim_start().starts_with("```") {
            if newline {
                html.push('\n');
            }
            html.push_str(&open_tag(raw));
            (open, newline) = (true, false);
        } else if open && trimmed.starts_with("```") && trimmed.trim_matches('`').is_empty() {
            html.push_str(CLOSE);
            (open, newline) = (false, true);
        } else {
            if newline {
                html.push('\n');
            }
            html.push_str(&render_line(raw, &escape, ("<code>", CODE_CLOSE), ("<b>", BOLD_CLOSE)));
            newline = true;
        }
    }
    if open {
        html.push_str(CLOSE);
    }
    html.trim_end().to_string()
}

#[cfg(test)]
#[path = "render_tests.rs"]
mod tests;
