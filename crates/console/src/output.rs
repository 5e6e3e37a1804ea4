//! Console output: prints replies; on a terminal, problems are highlighted and a spinner runs while
//! the judge works (from a progress reply until the next reply). Off a terminal: plain text only.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use mashang_core::engine::{Card, Outbox, Reply, ReplyKind};
use mashang_core::markup;
use mashang_i18n::{Locale, t};
use mashang_judge::problem::Lang;

struct Spinner {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<()>,
}

/// Replies to stdout.
pub struct ConsoleOutbox {
    tty: bool,
    spinner: Mutex<Option<Spinner>>,
    writer: Arc<Mutex<Box<dyn Write + Send>>>,
    /// Where exported files (`/replay`) are written.
    files_dir: std::path::PathBuf,
}

impl ConsoleOutbox {
    /// `tty`: stdout is a terminal (spinner, prompt and colour).
    pub fn new(tty: bool) -> Self {
        Self::with_writer(tty, Box::new(std::io::stdout()))
    }

    pub fn with_writer(tty: bool, writer: Box<dyn Write + Send>) -> Self {
        ConsoleOutbox {
            tty,
            spinner: Mutex::new(None),
            writer: Arc::new(Mutex::new(writer)),
            files_dir: std::path::PathBuf::from("."),
        }
    }

    /// Writes exported files (`/replay`) into `dir` (created when needed) instead of the
    /// current directory.
    pub fn with_files_dir(mut self, dir: std::path::PathBuf) -> Self {
        self.files_dir = dir;
        self
    }

    /// Writes each file and says where (or why not), one line each.
    fn write_files(&self, files: &[mashang_core::replay::ReplayFile], l: mashang_i18n::Locale) {
        for f in files {
            let path = self.files_dir.join(&f.name);
            let written = std::fs::create_dir_all(&self.files_dir)
                .and_then(|()| std::fs::write(&path, f.text.as_bytes()));
            let shown = path.display();
            let line = match written {
                Ok(()) => t(l, "console.file_written", &[("path", &shown)]),
                Err(e) => t(l, "console.file_not_written", &[("path", &shown), ("reason", &e)]),
            };
            self.write(&format!("{line}\n"));
        }
    }

    fn write(&self, text: &str) {
        let mut w = self.writer.lock().unwrap_or_else(|e| e.into_inner());
        // A closed stdout (e.g. `| head`) must not crash the interview.
        let _ = w.write_all(text.as_bytes());
        let _ = w.flush();
    }

    fn stop_spinner(&self) {
        let spinner = self.spinner.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(s) = spinner {
            s.stop.store(true, Ordering::Relaxed);
            let _ = s.handle.join();
            self.write("\r\x1b[2K");
        }
    }

    fn start_spinner(&self, text: String) {
        let stop = Arc::new(AtomicBool::new(false));
        let writer = Arc::clone(&self.writer);
        let flag = Arc::clone(&stop);
        let handle = std::thread::spawn(move || {
            const FRAMES: [&str; 10] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];
            let mut i = 0;
            while !flag.load(Ordering::Relaxed) {
                {
                    let mut w = writer.lock().unwrap_or_else(|e| e.into_inner());
                    let _ = write!(w, "\r\x1b[2K{} {text}", FRAMES[i % FRAMES.len()]);
                    let _ = w.flush();
                }
                i += 1;
                std::thread::sleep(Duration::from_millis(90));
            }
        });
        *self.spinner.lock().unwrap_or_else(|e| e.into_inner()) = Some(Spinner { stop, handle });
    }

    /// Shows the input prompt (terminal only).
    pub fn prompt(&self) {
        if self.tty {
            self.write("\x1b[1m> \x1b[0m");
        }
    }

    /// Ends output (stops a spinner left running).
    pub fn finish(&self) {
        self.stop_spinner();
    }
}

impl Outbox for ConsoleOutbox {
    fn send(&self, reply: Reply) {
        self.stop_spinner();
        // Under a coding question: how to paste multi-line code here (a terminal sends each line).
        let hint = match &reply.card {
            Some(Card::Question { design: false, language, .. }) => {
                Some(paste_hint(reply.locale, language))
            }
            _ => None,
        };
        match (self.tty, reply.kind) {
            (true, ReplyKind::Progress) => self.start_spinner(reply.text),
            // A bare "thinking" indicator has nothing to print in a log or a pipe.
            (false, ReplyKind::Progress) if reply.text.is_empty() => {}
            (true, ReplyKind::Problem) => self.write(&format!("\x1b[33m{}\x1b[0m\n\n", reply.text)),
            (true, ReplyKind::Message) => self.write(&format!("{}\n\n", styled(&reply.text))),
            (false, _) => self.write(&format!("{}\n", reply.text)),
        }
        if let Some(Card::Files { files }) = &reply.card {
            self.write_files(files, reply.locale);
        }
        if let Some(hint) = hint {
            let end = if self.tty { "\n\n" } else { "\n" };
            self.write(&format!("{hint}{end}"));
        }
    }
}

impl Drop for ConsoleOutbox {
    fn drop(&mut self) {
        self.stop_spinner();
    }
}

/// How to paste or send code for a question in `language`: its fence tag and file extension.
fn paste_hint(locale: Locale, language: &str) -> String {
    let lang = Lang::from_tag(language).unwrap_or(Lang::Python);
    t(locale, "console.paste_hint", &[("language", &lang.id()), ("ext", &lang.ext())])
}

/// A message for a terminal: **bold** in bold and `code` in cyan with their markers dropped, list
/// items with a bullet; fenced code as it is, so it can be copied. (A pipe gets the text
/// unchanged: markdown is the plain text a script or a log keeps.)
fn styled(text: &str) -> String {
    let mut out = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if markup::is_fence(line) {
            in_code = !in_code;
            out.push(line.to_string());
        } else if in_code {
            out.push(line.to_string());
        } else {
            let same = |s: &str| s.to_string();
            out.push(markup::render_line(
                line,
                &same,
                ("\x1b[36m", "\x1b[39m"),
                ("\x1b[1m", "\x1b[22m"),
            ));
        }
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_terminal_shows_bold_and_code_styled_without_markers_and_fenced_code_as_is() {
        let text = "**Requirements**\n- `nums` **must** stay\n```python\nx = a ** b  # `c`\n```";
        assert_eq!(
            styled(text),
            "\x1b[1mRequirements\x1b[22m\n• \x1b[36mnums\x1b[39m \x1b[1mmust\x1b[22m stay\n\
             ```python\nx = a ** b  # `c`\n```"
        );
    }
}
