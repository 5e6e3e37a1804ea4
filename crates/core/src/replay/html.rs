//! The replay as one self-contained HTML page: inline CSS, code highlighted at export time, the
//! report's chart as a `data:` PNG. Nothing refers outside the file (no script, font, stylesheet
//! or image URL), so it opens offline and fetches nothing.

use std::fmt::Write as _;

use super::doc::{Block, Doc};
use super::highlight;
use crate::markup;

const STYLE: &str = "body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;\
padding:0 1rem;color:#1f2328;background:#fff;line-height:1.5}\
h1{border-bottom:2px solid #0969da;padding-bottom:.3rem}h2{margin-top:2.5rem;color:#0969da}\
section{border-left:4px solid #d0d7de;padding-left:1rem;margin:1.5rem 0}\
pre{background:#f6f8fa;padding:.8rem;overflow-x:auto;border-radius:6px;font-size:.9rem}\
blockquote{margin:.5rem 0;padding:.3rem 1rem;border-left:4px solid #8250df;background:#fbefff}\
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #d0d7de;padding:.2rem .6rem}\
th{background:#f6f8fa}.add{background:#dafbe1;color:#116329}.del{background:#ffebe9;color:#82071e}\
.hunk{color:#8250df}img{max-width:100%}";

/// Escapes text for HTML content and attribute values.
pub(crate) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

pub(crate) fn render(doc: &Doc) -> String {
    let mut s = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">\
<title>{}</title><style>{STYLE}</style></head><body>\n<h1>{}</h1>\n",
        doc.lang,
        escape(&doc.title),
        escape(&doc.title)
    );
    let mut open = false;
    for block in &doc.blocks {
        match block {
            Block::Heading { level, text, anchor } => {
                if let Some(id) = anchor {
                    if open {
                        s.push_str("</section>\n");
                    }
                    let _ = writeln!(s, "<section id=\"{}\">", escape(id));
                    open = true;
                }
                let level = level.clamp(&1, &6);
                let _ = writeln!(s, "<h{level}>{}</h{level}>", escape(text));
            }
            Block::Para(text) => {
                // A <pre> may not sit in a <p>.
                let tag = if text.lines().any(markup::is_fence) { "div" } else { "p" };
                let _ = writeln!(s, "<{tag}>{}</{tag}>", para_html(text));
            }
            Block::Quote(text) => {
                let _ =
                    writeln!(s, "<blockquote>{}</blockquote>", escape(text).replace('\n', "<br>"));
            }
            Block::List(items) => {
                s.push_str("<ul>");
                for item in items {
                    let _ = write!(s, "<li>{}</li>", escape(item));
                }
                s.push_str("</ul>\n");
            }
            Block::Code { language, code } => match highlight::html(language, code) {
                Some(html) => s.push_str(&html),
                None => {
                    let _ = writeln!(s, "<pre><code>{}</code></pre>", escape(code));
                }
            },
            Block::Diff(diff) => diff_html(&mut s, diff),
            Block::Pre(text) => {
                let _ = writeln!(s, "<pre>{}</pre>", escape(text));
            }
            Block::Table { header, rows } => table(&mut s, header, rows),
            Block::Svg { svg, alt } => {
                let _ = writeln!(
                    s,
                    "<figure role=\"img\" aria-label=\"{}\">{svg}</figure>",
                    escape(alt)
                );
            }
        }
    }
    if open {
        s.push_str("</section>\n");
    }
    s.push_str("</body></html>\n");
    s
}

/// A paragraph's lines with their markup as HTML (`code`, **bold**, list bullets, ``` blocks):
/// the statement reads as it does on the platforms, not with its markers.
fn para_html(text: &str) -> String {
    let mut out = String::new();
    let mut in_code = false;
    for (i, line) in text.lines().enumerate() {
        if markup::is_fence(line) {
            out.push_str(if in_code { "</code></pre>" } else { "<pre><code>" });
            in_code = !in_code;
            continue;
        }
        if in_code {
            out.push_str(&escape(line));
            out.push('\n');
            continue;
        }
        if i > 0 && !out.ends_with("</pre>") {
            out.push_str("<br>");
        }
        out.push_str(&markup::render_line(
            line,
            &escape,
            ("<code>", "</code>"),
            ("<strong>", "</strong>"),
        ));
    }
    if in_code {
        out.push_str("</code></pre>");
    }
    out
}

fn diff_html(s: &mut String, diff: &str) {
    s.push_str("<pre class=\"diff\">");
    for line in diff.lines() {
        let class = match line.as_bytes().first() {
            Some(b'+') if !line.starts_with("+++") => "add",
            Some(b'-') if !line.starts_with("---") => "del",
            Some(b'@') => "hunk",
            _ => "",
        };
        let _ = writeln!(s, "<span class=\"{class}\">{}</span>", escape(line));
    }
    s.push_str("</pre>\n");
}

fn table(s: &mut String, header: &[String], rows: &[Vec<String>]) {
    s.push_str("<table><tr>");
    for h in header {
        let _ = write!(s, "<th>{}</th>", escape(h));
    }
    s.push_str("</tr>");
    for row in rows {
        s.push_str("<tr>");
        for c in row {
            let _ = write!(s, "<td>{}</td>", escape(c));
        }
        s.push_str("</tr>");
    }
    s.push_str("</table>\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_statements_markup_is_html_in_the_replay_not_its_markers() {
        let statement = "Given `nums`, return **the fewest** jumps.\n- one <b>\n```\nx < 1\n```";
        let html = para_html(statement);
        assert_eq!(
            html,
            "Given <code>nums</code>, return <strong>the fewest</strong> jumps.<br>• one \
             &lt;b&gt;<pre><code>x &lt; 1\n</code></pre>"
        );
        let doc =
            Doc { title: "t".into(), lang: "en", blocks: vec![Block::Para(statement.into())] };
        assert!(
            render(&doc).contains("<div>Given <code>nums</code>"),
            "a <pre> is not put in a <p>"
        );
    }
}
