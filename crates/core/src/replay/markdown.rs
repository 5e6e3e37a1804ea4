//! The replay as Markdown (CommonMark with GitHub-style tables); fences are made longer than any
//! backtick run in the code they hold (`input::fence`), so submitted code never closes them.

use std::fmt::Write as _;

use base64::Engine as _;

use super::doc::{Block, Doc};

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
            Block::Svg { svg, alt } => {
                // A standalone SVG image needs its namespace (inline in HTML it does not).
                let svg = svg.replacen("<svg ", "<svg xmlns=\"http://www.w3.org/2000/svg\" ", 1);
                let data = base64::engine::general_purpose::STANDARD.encode(svg);
                let _ = writeln!(s, "![{alt}](data:image/svg+xml;base64,{data})");
            }
        }
    }
    s
}

/// `code` fenced by one backtick more than any backtick run starting one of its lines (at least
/// three), so submitted code never closes the block (as `input::fence`, which this module cannot
/// name without a module cycle: `input` reads `/replay`'s formats from here).
fn fence(language: Option<&str>, code: &str) -> String {
    let longest = code
        .lines()
        .map(|l| l.trim_start().chars().take_while(|c| *c == '`').count())
        .max()
        .unwrap_or(0);
    let ticks = "`".repeat(longest.max(2) + 1);
    let code = code.trim_end_matches(['\n', '\r']);
    format!("{ticks}{}\n{code}\n{ticks}", language.unwrap_or(""))
}

fn table(s: &mut String, header: &[String], rows: &[Vec<String>]) {
    let cell = |c: &String| c.replace('|', "\\|").replace('\n', " ");
    let _ = writeln!(s, "| {} |", header.iter().map(cell).collect::<Vec<_>>().join(" | "));
    let _ = writeln!(s, "|{}", "---|".repeat(header.len()));
    for row in rows {
        let _ = writeln!(s, "| {} |", row.iter().map(cell).collect::<Vec<_>>().join(" | "));
    }
}
