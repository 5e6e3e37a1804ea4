//! The small markdown the bank's statements and the catalogs are written in — `inline code`,
//! **bold**, `- ` list items and ``` fences — split into spans, so each front end renders it as
//! its own formatting (Telegram HTML tags, the replay's HTML, the terminal's styles) instead of
//! showing the markers. Unmatched markers stay text; nothing here escapes: each renderer escapes
//! the spans' text for its medium.

/// A run of one line's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Span<'a> {
    Text(&'a str),
    /// Between backticks (the backticks dropped).
    Code(&'a str),
    /// Between `**` pairs; may hold code spans (render it with [`spans`] again).
    Bold(&'a str),
}

/// The spans of one line. A code span wins over bold (`**` inside backticks is text), and a
/// marker without its closing partner on the line is text.
pub fn spans(line: &str) -> Vec<Span<'_>> {
    let mut out = Vec::new();
    let mut text_from = 0;
    let mut i = 0;
    let bytes = line.as_bytes();
    while i < bytes.len() {
        let (open, code) = match bytes[i] {
            // Only single backticks make code: "```python … ```" in prose tells how to type a
            // fence and must stay as it is.
            b'`' if bytes.get(i + 1) == Some(&b'`') => {
                i += bytes[i..].iter().take_while(|&&b| b == b'`').count();
                continue;
            }
            b'`' => (1, true),
            b'*' if bytes.get(i + 1) == Some(&b'*') => (2, false),
            _ => {
                i += 1;
                continue;
            }
        };
        let marker = &line[i..i + open];
        let closes = |n: &usize| *n > 0 && (!code || bytes.get(i + open + n + 1) != Some(&b'`'));
        let Some(len) = line[i + open..].find(marker).filter(closes) else {
            i += open;
            continue;
        };
        if text_from < i {
            out.push(Span::Text(&line[text_from..i]));
        }
        let inner = &line[i + open..i + open + len];
        out.push(if code { Span::Code(inner) } else { Span::Bold(inner) });
        i += open + len + open;
        text_from = i;
    }
    if text_from < line.len() {
        out.push(Span::Text(&line[text_from..]));
    }
    out
}

/// The item of a `- ` or `* ` list line (its indentation dropped), if it is one.
pub fn list_item(line: &str) -> Option<&str> {
    let t = line.trim_start();
    t.strip_prefix("- ").or_else(|| t.strip_prefix("* ").filter(|_| !t.starts_with("**")))
}

/// Whether `line` opens or closes a ``` fence.
pub fn is_fence(line: &str) -> bool {
    line.trim_start().starts_with("```")
}

/// One line rendered with `code` and `bold` wrappers around the escaped text of each span:
/// `render(line, escape, ("<code>", "</code>"), ("<b>", "</b>"))`. A list line starts with "• ".
pub fn render_line(
    line: &str,
    escape: &dyn Fn(&str) -> String,
    code: (&str, &str),
    bold: (&str, &str),
) -> String {
    let (bullet, body) = match list_item(line) {
        Some(item) => {
            let indent = &line[..line.len() - line.trim_start().len()];
            (format!("{indent}• "), item)
        }
        None => (String::new(), line),
    };
    let mut s = bullet;
    for span in spans(body) {
        match span {
            Span::Text(t) => s.push_str(&escape(t)),
            Span::Code(c) => s.push_str(&wrapped(code, &escape(c))),
            Span::Bold(b) => {
                let inner: String = spans(b)
                    .into_iter()
                    .map(|x| match x {
                        Span::Code(c) => wrapped(code, &escape(c)),
                        Span::Text(t) | Span::Bold(t) => escape(t),
                    })
                    .collect();
                s.push_str(&wrapped(bold, &inner));
            }
        }
    }
    s
}

fn wrapped((open, close): (&str, &str), text: &str) -> String {
    format!("{open}{text}{close}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_and_bold_become_spans_and_unmatched_markers_stay_text() {
        assert_eq!(
            spans("Return **the fewest** jumps from `nums[0]`."),
            [
                Span::Text("Return "),
                Span::Bold("the fewest"),
                Span::Text(" jumps from "),
                Span::Code("nums[0]"),
                Span::Text("."),
            ]
        );
        assert_eq!(spans("a * b and `x ** y`"), [Span::Text("a * b and "), Span::Code("x ** y")]);
        assert_eq!(spans("an ` alone and ** too"), [Span::Text("an ` alone and ** too")]);
        assert_eq!(spans("``"), [Span::Text("``")]);
        let fence_in_prose = "e.g. ```python … ```; ok";
        assert_eq!(spans(fence_in_prose), [Span::Text(fence_in_prose)]);
    }

    #[test]
    fn a_line_renders_with_the_mediums_wrappers_and_escaping() {
        let esc = |s: &str| s.replace('<', "&lt;");
        let html =
            render_line("- **Bold `a<b`** then `c`", &esc, ("<code>", "</code>"), ("<b>", "</b>"));
        assert_eq!(html, "• <b>Bold <code>a&lt;b</code></b> then <code>c</code>");
        assert_eq!(list_item("  * item"), Some("item"));
        assert_eq!(list_item("**Functional requirements**"), None);
    }
}
