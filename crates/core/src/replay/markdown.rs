//! The replay as Markdown (CommonMark with GitHub-style tables); fences are made longer than any
//! backtick run in the code they hold (`input::fence`), so submitted code never closes them.

use std::fmt::Write as _;

use base64::Engine as _;

use super::doc::{Block, Doc};
use crate::input::fence;

pub(crate) fn render(doc: &Doc) -> String {
    let mut s = format!("# {}\n", doc.title);
    for block in &doc.blocks {
        s.push('\n');
        match block {
            Block::Heading { level, text, .. } => {
                let _ = writeln!(s, "{} {text}", "#".repeat(usize::from(*level).clamp(1, 6)));
            }
            Block::Para(text) => {
                let _ = writeln!(s, "{text}");
            }
            Block::Quote(text) => {
                for line in text.lines() {
                    let _ = writeln!(s, "> {line}");
                }
            }
            Block::List(items) => {
                for item in items {
                    let _ = writeln!(s, "- {}", item.replace('\n', " "));
                }
            }
            Block::Code { language, code } => {
                let _ = writeln!(s, "{}", fence(Some(language), code));
            }
            Block::Diff(diff) => {
                let _ = writeln!(s, "{}", fence(Some("diff"), diff));
            }
            Block::Pre(text) => {
                let _ = writeln!(s, "{}", fence(None, text));
            }
            Block::Table { header, rows } => table(&mut s, header, rows),
            Block::Image { png, alt } => {
                let data = base64::engine::general_purpose::STANDARD.encode(png);
                let _ = writeln!(s, "![{alt}](data:image/png;base64,{data})");
            }
        }
    }
    s
}

fn table(s: &mut String, header: &[String], rows: &[Vec<String>]) {
    let cell = |c: &String| c.replace('|', "\\|").replace('\n', " ");
    let _ = writeln!(s, "| {} |", header.iter().map(cell).collect::<Vec<_>>().join(" | "));
    let _ = writeln!(s, "|{}", "---|".repeat(header.len()));
    for row in rows {
        let _ = writeln!(s, "| {} |", row.iter().map(cell).collect::<Vec<_>>().join(" | "));
    }
}
