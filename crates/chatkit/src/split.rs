//! Splits long text into pieces that fit a platform's message limit without breaking code
//! blocks: a piece that ends inside a ``` fence is closed with ``` and the next piece reopens it
//! with the same tag, so every piece renders alone. The limit is in the platform's own [`Measure`]:
//! Discord counts characters, Telegram UTF-16 code units of the HTML each piece becomes.

/// The line that closes a fence.
const CLOSE: &str = "```";

/// How a platform counts the size of a message: per character, and per fence line (a fence may
/// become markup of another size, e.g. Telegram's `<pre><code class="language-py">`).
pub trait Measure {
    /// The size of the character `c` as the platform counts it.
    fn char(&self, c: char) -> usize;
    /// The size a fence line (opening or closing) takes once sent, without its newline.
    fn fence(&self, line: &str) -> usize {
        line.chars().map(|c| self.char(c)).sum()
    }
}

/// A measure that counts each character by a function (fences as their characters).
struct PerChar<F>(F);

impl<F: Fn(char) -> usize> Measure for PerChar<F> {
    fn char(&self, c: char) -> usize {
        (self.0)(c)
    }
}

/// A splitter for one length measure.
struct Pieces<M> {
    measure: M,
    limit: usize,
    pieces: Vec<String>,
    cur: String,
    cur_len: usize,
}

impl<M: Measure> Pieces<M> {
    fn len(&self, s: &str) -> usize {
        s.chars().map(|c| self.measure.char(c)).sum()
    }

    /// The size of one line: a fence line as the platform shows fences.
    fn line_len(&self, line: &str) -> usize {
        if is_fence(line) { self.measure.fence(line.trim()) } else { self.len(line) }
    }

    /// The size of a whole text, line by line.
    fn text_len(&self, text: &str) -> usize {
        let newlines = text.matches('\n').count() * self.measure.char('\n');
        text.split('\n').map(|l| self.line_len(l)).sum::<usize>() + newlines
    }

    /// Room a piece must keep to close an open fence: "\n```".
    fn reserve(&self, fence: &Option<String>) -> usize {
        if fence.is_some() { self.measure.fence(CLOSE) + self.measure.char('\n') } else { 0 }
    }

    /// Length of a fresh piece that only reopens `fence`.
    fn reopen_len(&self, fence: &Option<String>) -> usize {
        fence.as_ref().map_or(0, |f| self.measure.fence(f))
    }

    fn push(&mut self, sep: usize, s: &str) {
        if sep > 0 {
            self.cur.push('\n');
        }
        self.cur.push_str(s);
        self.cur_len += sep + self.line_len(s);
    }

    /// Adds one line of the text; `fence` is the fence open before it.
    fn line(&mut self, line: &str, fence: &Option<String>) {
        let after_fence = after(line, fence);
        let mut rest = line;
        loop {
            let sep = if self.cur_len > 0 { self.measure.char('\n') } else { 0 };
            let need = self.line_len(rest);
            if self.cur_len + sep + need + self.reserve(&after_fence) <= self.limit {
                return self.push(sep, rest);
            }
            // The line does not fit: flush what we have (if anything) and retry on a fresh piece.
            if self.cur_len > self.reopen_len(fence) {
                self.flush(fence);
                continue;
            }
            // A single line longer than a piece: cut it, at a word boundary when one is near.
            let room = self.limit.saturating_sub(self.cur_len + sep + self.reserve(fence)).max(1);
            let cut = crate::cut::cut_point(rest, room, |c| self.measure.char(c));
            self.push(sep, &rest[..cut]);
            rest = &rest[cut..];
            self.flush(fence);
        }
    }

    /// Ends the current piece (closing an open fence) and starts the next (reopening it).
    fn flush(&mut self, fence: &Option<String>) {
        let mut done = std::mem::take(&mut self.cur);
        if fence.is_some() {
            done.push('\n');
            done.push_str(CLOSE);
        }
        self.pieces.push(done);
        self.cur_len = 0;
        if let Some(f) = fence {
            self.cur.push_str(f);
            self.cur_len = self.measure.fence(f);
        }
    }
}

fn is_fence(line: &str) -> bool {
    line.trim_start().starts_with("```")
}

/// The fence open after `line` when `fence` was open before it. As in CommonMark (and as Discord
/// and Telegram render), only a bare run of backticks closes a block: a "```py" line inside a
/// block is code.
fn after(line: &str, fence: &Option<String>) -> Option<String> {
    match fence {
        None if is_fence(line) => Some(line.trim().to_string()),
        Some(_) if is_fence(line) && line.trim().trim_matches('`').is_empty() => None,
        f => f.clone(),
    }
}

/// Splits `text` into pieces of at most `limit` as `measure` counts (`limit` must be well above
/// a fence line; the platforms' limits are). Joined with newlines, the pieces are the text with
/// fences closed and reopened at the cuts.
pub fn split(text: &str, limit: usize, measure: impl Fn(char) -> usize) -> Vec<String> {
    split_by(text, limit, PerChar(measure))
}

/// [`split`] with a platform's whole [`Measure`] (fence lines included).
pub fn split_by(text: &str, limit: usize, measure: impl Measure) -> Vec<String> {
    let text = text.trim_end();
    let mut p = Pieces { measure, limit, pieces: Vec::new(), cur: String::new(), cur_len: 0 };
    // A text that ends inside a block is sent with the block closed (Telegram's HTML closes it),
    // so the whole text fits only with room for that close too.
    let open_at_end = text.split('\n').fold(None, |fence, line| after(line, &fence));
    if p.text_len(text) + p.reserve(&open_at_end) <= limit {
        return vec![text.to_string()];
    }
    // The line that opened the fence we are in, if any.
    let mut fence: Option<String> = None;
    for line in text.split('\n') {
        p.line(line, &fence);
        fence = after(line, &fence);
    }
    if p.cur_len > p.reopen_len(&fence) || p.pieces.is_empty() {
        p.pieces.push(p.cur);
    }
    p.pieces
}

#[cfg(test)]
#[path = "split_tests.rs"]
mod tests;
