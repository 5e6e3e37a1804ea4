//! The terminal adapter: reads stdin line by line, assembles fenced code blocks into one message,
//! hands each message to the engine and prints the replies. Scriptable: without a terminal it prints
//! plain text, shows no prompt or spinner, and exits at end of input. Every message is journaled
//! before it runs (the terminal's own echo is its acknowledgement), and a message left unanswered
//! by a crash is finished when the same user starts the console again.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

mod file;
mod output;
mod plans;

use std::sync::Arc;

use tokio::io::{AsyncBufRead, AsyncBufReadExt};
use tokio::sync::mpsc;

use mashang_core::engine::{Engine, Outbox, Reply, ReplyKind};
use mashang_core::interviewer::{Level, Role};
use mashang_core::journal::{Accepted, EventId, Inbound, Unanswered};
use mashang_core::session::UserKey;

pub use output::ConsoleOutbox;
pub use plans::Plans;

/// How the console session runs.
#[derive(Debug, Clone)]
pub struct ConsoleOptions {
    pub user: UserKey,
    /// stdin is a terminal: show a prompt; start an interview right away.
    pub interactive: bool,
    /// Start an interview with these settings when none is running (also when not interactive).
    pub start: Option<(Option<Role>, Option<Level>, Option<String>)>,
    /// `/plan …` answered by the drills' study plans (`None`: an interview only).
    pub plans: Option<Plans>,
}

/// Whether a line opens or closes a fence.
fn is_fence(line: &str) -> bool {
    line.trim_start().starts_with("```")
}

/// Whether a line inside a block closes it (only backticks).
fn closes_fence(line: &str) -> bool {
    let t = line.trim();
    t.starts_with("```") && t.trim_start_matches('`').is_empty()
}

/// Whether a line is a `/run` command (its fenced block, if any, follows on the next lines).
fn is_run(line: &str) -> bool {
    let t = line.trim_start();
    t.get(..4).is_some_and(|h| h.eq_ignore_ascii_case("/run"))
        && t[4..].chars().next().is_none_or(char::is_whitespace)
}

/// Whether the next line, already at hand, opens a fenced block: then a `/run` line and that block
/// are one message. A script's next line is awaited; on a terminal only what has already arrived
/// counts (a pasted `/run` line with its block arrives at once; a typed `/run` runs right away).
async fn block_follows<R: AsyncBufRead + Unpin>(input: &mut R, interactive: bool) -> bool {
    let opens = |buf: &[u8]| String::from_utf8_lossy(buf).trim_start().starts_with("```");
    if interactive {
        match futures::FutureExt::now_or_never(input.fill_buf()) {
            Some(Ok(buf)) => opens(buf),
            _ => false,
        }
    } else {
        input.fill_buf().await.is_ok_and(opens)
    }
}

/// Runs the conversation until end of input.
pub async fn run<R: AsyncBufRead + Unpin>(
    engine: Arc<Engine>,
    options: ConsoleOptions,
    mut input: R,
    out: Arc<ConsoleOutbox>,
) -> std::io::Result<()> {
    let user = options.user.clone();
    for turn in engine.unanswered_on("console").await {
        if turn.inbound.user == user {
            replay(&engine, &out, turn).await;
        }
    }
    let running = engine.open(&user, out.as_ref()).await.in_interview;
    if !running && (options.interactive || options.start.is_some()) {
        let (role, level, language) = options.start.clone().unwrap_or((None, None, None));
        engine.start(&user, role, level, language, out.as_ref()).await;
    }
    let mut block: Option<String> = None;
    // The block holds a `/run` line whose fence opens on the next line.
    let mut run_opening = false;
    let mut raw = Vec::new();
    loop {
        if block.is_none() {
            out.prompt();
        }
        raw.clear();
        let n = input.read_until(b'\n', &mut raw).await?;
        if n == 0 {
            break;
        }
        // Invalid UTF-8 becomes U+FFFD, which the input parser reports as binary data.
        let line = String::from_utf8_lossy(&raw);
        match block.as_mut() {
            Some(buf) => {
                buf.push_str(&line);
                if !line.ends_with('\n') {
                    buf.push('\n');
                }
                let opening = std::mem::take(&mut run_opening);
                if (opening && closes_after_open(&line)) || (!opening && closes_fence(&line)) {
                    let message = block.take().unwrap_or_default();
                    turn(&engine, &out, &user, message).await;
                }
            }
            None if is_run(&line) && block_follows(&mut input, options.interactive).await => {
                block = Some(format!("{}\n", line.trim_end_matches(['\n', '\r'])));
                run_opening = true;
            }
            None if file::submit_path(&line).is_some() => {
                let path = file::submit_path(&line).unwrap_or_default();
                let locale = engine.locale(&user);
                match file::submission(path) {
                    Ok(message) => turn(&engine, &out, &user, message).await,
                    Err(why) => {
                        let text = why.sentence(path, locale);
                        out.send(Reply { kind: ReplyKind::Problem, text, locale, card: None });
                    }
                }
            }
            None if is_fence(&line) && !closes_after_open(&line) => {
                let mut buf = line.into_owned();
                if !buf.ends_with('\n') {
                    buf.push('\n');
                }
                block = Some(buf);
            }
            None if options.plans.is_some() && plans::is_plan(&line) => {
                if let Some(p) = &options.plans {
                    plans::answer(p, &user, engine.locale(&user), &line, &out).await;
                }
            }
            None => {
                let text = line.trim_end_matches(['\n', '\r']);
                if !text.trim().is_empty() {
                    turn(&engine, &out, &user, text.to_string()).await;
                }
            }
        }
    }
    if let Some(unclosed) = block.take() {
        // The parser answers with the one-line "code block not closed" message.
        turn(&engine, &out, &user, unclosed).await;
    }
    out.finish();
    Ok(())
}

/// One message: journaled, then run; its replies printed and counted as delivered one by one.
async fn turn(engine: &Arc<Engine>, out: &Arc<ConsoleOutbox>, user: &UserKey, text: String) {
    let id = uuid::Uuid::new_v4().simple().to_string();
    let event = EventId::new("console", "line", &id);
    let inbound = Inbound { event, user: user.clone(), text, route: String::new() };
    // The terminal echoed the line already: there is nothing more to acknowledge.
    if engine.receive(&inbound, async {}).await == Accepted::Duplicate {
        return;
    }
    let (forward, printed) = courier(engine, out, &inbound.event);
    engine.handle_journaled(&inbound, &forward).await;
    drop(forward);
    let _ = printed.await;
    engine.answered(&inbound.event).await;
}

/// A message left unanswered by a crash: finished, its replies printed.
async fn replay(engine: &Arc<Engine>, out: &Arc<ConsoleOutbox>, turn: Unanswered) {
    let (forward, printed) = courier(engine, out, &turn.inbound.event);
    engine.replay(&turn, &forward).await;
    drop(forward);
    let _ = printed.await;
    engine.answered(&turn.inbound.event).await;
}

/// The engine's outbox for a journaled turn: replies go to a task that prints each one and then
/// counts it delivered, so a restart prints only what was not printed.
struct Forward(mpsc::UnboundedSender<Reply>);

impl Outbox for Forward {
    fn send(&self, reply: Reply) {
        let _ = self.0.send(reply);
    }
}

fn courier(
    engine: &Arc<Engine>,
    out: &Arc<ConsoleOutbox>,
    event: &EventId,
) -> (Forward, tokio::task::JoinHandle<()>) {
    let (tx, mut rx) = mpsc::unbounded_channel::<Reply>();
    let (engine, out, event) = (Arc::clone(engine), Arc::clone(out), event.clone());
    let task = tokio::spawn(async move {
        while let Some(reply) = rx.recv().await {
            out.send(reply);
            engine.delivered(&event).await;
        }
    });
    (Forward(tx), task)
}

/// A one-line block like ```` ```python print(1)``` ```` opens and closes on the same line.
fn closes_after_open(line: &str) -> bool {
    let t = line.trim();
    t.len() > 6 && t.ends_with("```") && t[3..].contains("```")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fence_lines_are_recognised() {
        assert!(is_fence("```python\n"));
        assert!(closes_fence("```\n"));
        assert!(!closes_fence("```python\n"));
        assert!(closes_after_open("```x = 1```"));
        assert!(!closes_after_open("```python"));
    }
}
