//! Pure rendering of engine replies into Telegram sends: HTML with every `&`, `<`, `>` escaped,
//! fenced code as `<pre><code>`, split under the 4096 limit on line boundaries (a code block cut
//! by a split is closed at the end of one part and re-opened at the start of the next), and a
//! reply too long for a few messages sent as a text document instead.

use teloxide::types::InlineKeyboardMarkup;

use crate::utf16;
use mashang_core::engine::{Reply, ReplyKind};
use mashang_core::i18n::{Locale, t};

/// Telegram's limit on one message, in UTF-16 units. We measure the HTML source, which is never
/// shorter than the text Telegram counts, so a part that fits here always fits there.
pub const LIMIT: usize = 4096;
/// Replies that would need more messages than this go out as a document.
pub const MAX_PARTS: usize = 3;

/// One request to make, in order.
#[derive(Debug, Clone, PartialEq)]
pub enum Outgoing {
    /// `sendMessage` with `parse_mode=HTML`.
    Text { html: String, keyboard: Option<InlineKeyboardMarkup> },
    /// `sendDocument` with an HTML caption.
    Document { name: String, bytes: Vec<u8>, caption: String },
    /// `sendChatAction typing`, repeated by the sender until the next reply.
    Typing,
}

/// Escapes text for Telegram HTML (also safe inside attribute values).
pub fn escape(s: &str) -> String {
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
pub fn plain(html: &str) -> String {
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
pub fn render(reply: &Reply, locale: Locale) -> Vec<Outgoing> {
    let text = reply.text.trim_end();
    if text.trim().is_empty() {
        return Vec::new();
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

/// One line of the reply, classified.
enum Line<'a> {
    Prose(&'a str),
    Open(String),
    Code(&'a str),
    Close,
}

/// Splits plain text with ``` fences into HTML messages of at most `limit` UTF-16 units.
pub fn html_parts(text: &str, limit: usize) -> Vec<String> {
    let mut parts = Parts::new(limit);
    let mut open: Option<String> = None;
    for raw in text.lines() {
        let trimmed = raw.trim();
        let line = match &open {
            None if raw.trim_start().starts_with("```") => {
                let tag = trimmed.trim_start_matches('`').split_whitespace().next().unwrap_or("");
                let tag: String = tag
                    .chars()
                    .filter(|c| c.is_ascii_alphanumeric() || "+#-_".contains(*c))
                    .collect();
                Line::Open(if tag.is_empty() {
                    "<pre><code>".to_string()
                } else {
                    format!("<pre><code class=\"language-{tag}\">")
                })
            }
            None => Line::Prose(raw),
            Some(_) if trimmed.starts_with("```") && trimmed.trim_matches('`').is_empty() => {
                Line::Close
            }
            Some(_) => Line::Code(raw),
        };
        match line {
            Line::Open(tag) => {
                parts.open(&tag);
                open = Some(tag);
            }
            Line::Close => {
                parts.close();
                open = None;
            }
            Line::Prose(s) | Line::Code(s) => parts.line(s),
        }
    }
    if open.is_some() {
        parts.close();
    }
    parts.finish()
}

const CLOSE: &str = "</code></pre>";

/// Accumulates HTML lines into parts, keeping code blocks balanced across part boundaries.
struct Parts {
    limit: usize,
    done: Vec<String>,
    cur: String,
    cur_len: usize,
    /// Whether `cur` holds visible text (not only tags and newlines).
    visible: bool,
    /// The open tag of the code block we are in.
    open: Option<String>,
    /// A newline is owed before the next line of the current part.
    newline: bool,
}

impl Parts {
    fn new(limit: usize) -> Self {
        Parts {
            limit,
            done: Vec::new(),
            cur: String::new(),
            cur_len: 0,
            visible: false,
            open: None,
            newline: false,
        }
    }

    fn push_raw(&mut self, s: &str) {
        self.cur.push_str(s);
        self.cur_len += utf16::len(s);
    }

    /// Room left for a line's HTML in the current part, keeping space for the closing tag.
    fn room(&self) -> usize {
        let close = if self.open.is_some() { CLOSE.len() } else { 0 };
        self.limit.saturating_sub(self.cur_len + close + usize::from(self.newline))
    }

    /// Whether a line of `len` units (and the newline before it) still fits. Unlike `room() >=
    /// len` this cannot be fooled by a full part, where `room()` saturates at 0 and an empty line
    /// would still cost its newline.
    fn fits(&self, len: usize) -> bool {
        let close = if self.open.is_some() { CLOSE.len() } else { 0 };
        self.cur_len + close + usize::from(self.newline) + len <= self.limit
    }

    fn open(&mut self, tag: &str) {
        if self.room() < tag.len() + CLOSE.len() + 16 {
            self.flush();
        }
        if self.newline {
            self.push_raw("\n");
            self.newline = false;
        }
        self.push_raw(tag);
        self.open = Some(tag.to_string());
    }

    fn close(&mut self) {
        if self.open.take().is_some() {
            self.push_raw(CLOSE);
            self.newline = true;
        }
    }

    fn line(&mut self, raw: &str) {
        let html = escape(raw);
        let len = utf16::len(&html);
        if !self.fits(len) && self.visible {
            self.flush();
        }
        if self.fits(len) {
            return self.append(&html);
        }
        // A single line longer than a whole part: cut it (by the escaped size of each character),
        // at a word boundary when one is near — the same rule as Discord's splitter.
        let measure = |c: char| utf16::len(&escape(c.encode_utf8(&mut [0; 4])));
        let mut rest = raw;
        while !rest.is_empty() {
            if self.fits(rest.chars().map(measure).sum()) {
                return self.append(&escape(rest));
            }
            let cut = mashang_chatkit::cut::cut_point(rest, self.room(), measure);
            self.append(&escape(&rest[..cut]));
            self.flush();
            rest = &rest[cut..];
        }
    }

    fn append(&mut self, html: &str) {
        if self.newline {
            self.push_raw("\n");
        }
        self.push_raw(html);
        self.newline = true;
        self.visible |= !html.trim().is_empty();
    }

    /// Ends the current part (closing an open code block) and starts the next (re-opening it).
    fn flush(&mut self) {
        if self.open.is_some() {
            self.push_raw(CLOSE);
        }
        let part = std::mem::take(&mut self.cur);
        if self.visible {
            self.done.push(part.trim_end().to_string());
        }
        self.cur_len = 0;
        self.visible = false;
        self.newline = false;
        if let Some(tag) = self.open.clone() {
            self.push_raw(&tag);
        }
    }

    fn finish(mut self) -> Vec<String> {
        self.open = None;
        let part = std::mem::take(&mut self.cur);
        if self.visible {
            self.done.push(part.trim_end().to_string());
        }
        self.done
    }
}

#[cfg(test)]
#[path = "render_tests.rs"]
mod tests;
