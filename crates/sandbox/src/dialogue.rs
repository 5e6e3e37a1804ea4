//! Dialogue mode: ONE run of the program, driven request by request from outside, each exchange
//! timed by the supervisor (see [`Dialogue`] for the protocol and its rules).
//!
//! The program's stdin is a pipe we write requests to, its fd 3 a pipe it writes one reply line
//! per request to. Nothing the program says about itself is trusted: a byte on fd 3 that is not the
//! one reply to the pending request ends the dialogue, its CPU time is read from the run's cgroup
//! before and after, and the next request is only written once the previous one is answered.

use std::os::fd::AsRawFd;
use std::time::{Duration, Instant};

use libc::c_int;

use crate::cancel::Cancel;
use crate::cgroup::RunCgroup;
use crate::child::ChildPlan;
use crate::cputime;
use crate::protocol::{
    Dialogue, DialogueReport, IDLE_WALL_PER_CPU, Limits, Status, Turn, TurnReport, TurnState,
};
use crate::replies::Replies;
use crate::supervise::{self, IdMap, Outcome, Running, Stdin};

/// Most turns, and most request bytes in all, one dialogue may carry.
const MAX_TURNS: usize = 100_000;
const MAX_REQUEST_BYTES: usize = 256 << 20;

/// Why a dialogue cannot be run as asked.
#[derive(Debug, thiserror::Error)]
pub(crate) enum InvalidDialogue {
    #[error("{0} turns; the limit is {MAX_TURNS}")]
    TooManyTurns(usize),
    #[error("{0} request bytes; the limit is {MAX_REQUEST_BYTES}")]
    TooManyBytes(usize),
    #[error("turn {0}: kill_ms and wall_ms must be at least 1")]
    ZeroTurnLimit(usize),
    #[error("wall_budget_ms must be at least 1")]
    ZeroBudget,
}

/// Reject dialogues that cannot be run as asked.
pub(crate) fn validate(d: &Dialogue) -> Result<(), InvalidDialogue> {
    if d.turns.len() > MAX_TURNS {
        return Err(InvalidDialogue::TooManyTurns(d.turns.len()));
    }
    let bytes: usize = d.turns.iter().map(|t| t.request.len()).sum();
    if bytes > MAX_REQUEST_BYTES {
        return Err(InvalidDialogue::TooManyBytes(bytes));
    }
    if let Some(i) = d.turns.iter().position(|t| t.kill_ms == 0 || t.wall_ms == 0) {
        return Err(InvalidDialogue::ZeroTurnLimit(i));
    }
    if d.wall_budget_ms == Some(0) {
        return Err(InvalidDialogue::ZeroBudget);
    }
    Ok(())
}

/// Limits of the whole run: the job's limits, with CPU time widened to what the load, every
/// exchange and the exit may use together (each phase is bounded on its own; this only sizes the
/// per-process RLIMIT_CPU backstop and the whole-run verdict). The wall limit is the dialogue's
/// wall budget, shared by every phase (rule 7); without one, the sum of every phase's own bound.
pub(crate) fn run_limits(job: &Limits, d: &Dialogue) -> Limits {
    let exchanges = |t: &Turn| u64::from(t.repeat.max(1));
    let cpu: u64 = d.turns.iter().map(|t| exchanges(t).saturating_mul(t.kill_ms)).sum();
    let wall = d.wall_budget_ms.unwrap_or_else(|| {
        let turns: u64 = d.turns.iter().map(|t| exchanges(t).saturating_mul(t.wall_ms)).sum();
        job.effective_wall_ms().saturating_mul(2).saturating_add(turns)
    });
    Limits {
        time_ms: job.time_ms.saturating_mul(2).saturating_add(cpu),
        wall_ms: Some(wall),
        ..job.clone()
    }
}

/// Start the program and hold the dialogue; `load` are the job's limits (the load and exit phases),
/// `limits` the whole run's (from [`run_limits`]) with the job's cancel signal.
pub(crate) fn execute(
    plan: ChildPlan,
    dialogue: &Dialogue,
    load: &Limits,
    limits: (&Limits, &Cancel),
    cgroup: Option<&RunCgroup>,
    ids: IdMap,
    parallelism: u64,
) -> Outcome {
    let run = match supervise::start(plan, Stdin::Dialogue, limits, cgroup, ids, parallelism) {
        Ok(run) => run,
        Err(e) => return Outcome::internal(e.to_string()),
    };
    converse(run, dialogue, load, parallelism, b"")
}

/// Hold the dialogue with a program already running; `first` is written before the ready line is
/// awaited (a warm sandbox's handover, see `warm.rs`; empty for a cold run), inside the load
/// phase and its bounds.
pub(crate) fn converse(
    run: Running<'_>,
    dialogue: &Dialogue,
    load: &Limits,
    parallelism: u64,
    first: &[u8],
) -> Outcome {
    let mut session = Session::new(run, parallelism);
    let report = session.converse(dialogue, load, first);
    let mut outcome = session.run.finish();
    outcome.dialogue = Some(report);
    outcome
}

/// How one exchange ended.
enum Ended {
    Reply(Vec<u8>),
    TimeLimit,
    /// Killed by the idle rule: waiting without computing (rule 4).
    Idle,
    Died,
}

/// What bounds one exchange (or the load, or the exit).
#[derive(Clone, Copy)]
struct Bounds {
    /// CPU nanoseconds at which it is killed.
    cpu_ns: u64,
    /// Wall time after which it is killed.
    wall: Duration,
    /// Wall time after which it is idle if its CPU is under 1/[`IDLE_WALL_PER_CPU`] of its wall.
    idle: Option<Duration>,
}

struct Exchange {
    ended: Ended,
    cpu_ns: u64,
    wall: Duration,
}

struct Session<'a> {
    run: Running<'a>,
    replies: Replies,
    parallelism: u64,
    /// The run's CPU counter at the end of the last exchange (or at exec): every nanosecond after
    /// it is charged to the next exchange, so no CPU time escapes measurement.
    mark: u64,
    /// When the run's wall limit (the dialogue's wall budget, rule 7) runs out, for every phase.
    run_deadline: Instant,
}

impl<'a> Session<'a> {
    fn new(mut run: Running<'a>, parallelism: u64) -> Session<'a> {
        let cap = run.watch.output_cap;
        let replies = Replies::new(run.reply.take(), cap);
        let mark = cputime::exact_cpu_ns(run.cgroup, run.pid);
        let run_deadline = run.exec_at + Duration::from_millis(run.limits.effective_wall_ms());
        Session { run, replies, parallelism, mark, run_deadline }
    }

    fn converse(&mut self, d: &Dialogue, load: &Limits, first: &[u8]) -> DialogueReport {
        let load_bounds = Bounds {
            cpu_ns: ms_to_ns(load.time_ms),
            wall: Duration::from_millis(load.effective_wall_ms()),
            idle: d.load_idle_ms.map(Duration::from_millis),
        };
        let ready = self.exchange(first, load_bounds);
        let mut report = DialogueReport {
            ready: None,
            load_cpu_us: ready.cpu_ns / 1_000,
            turns: Vec::with_capacity(d.turns.len()),
        };
        let mut stopped = match ready.ended {
            Ended::Reply(line) => {
                report.ready = Some(String::from_utf8_lossy(&line).into_owned());
                false
            }
            Ended::TimeLimit | Ended::Idle | Ended::Died => true,
        };
        let mut optional_off = false;
        let mut optional_ns = 0u64;
        let optional_budget = ms_to_ns(d.optional_budget_ms);
        for turn in &d.turns {
            if stopped {
                report.turns.push(not_sent(TurnState::NotRun));
                continue;
            }
            if turn.optional && (optional_off || optional_ns >= optional_budget) {
                report.turns.push(not_sent(TurnState::Skipped));
                continue;
            }
            let t = self.turn(turn);
            let fastest = t.cpu_us.iter().copied().min().unwrap_or(0).saturating_mul(1_000);
            match t.state {
                TurnState::Answered => stopped = fastest > ms_to_ns(turn.limit_ms),
                _ => stopped = true,
            }
            if turn.optional {
                optional_ns = optional_ns.saturating_add(t.cpu_us.iter().sum::<u64>() * 1_000);
                let budget = turn.repeat_budget_ms.map(ms_to_ns);
                optional_off |= budget.is_some_and(|b| fastest > b);
            }
            report.turns.push(t);
        }
        if self.close_and_wait(load_bounds) {
            // A second reply to the last request: that turn's reply is not the program's only one.
            if let Some(last) = report.turns.iter_mut().rfind(|t| t.state == TurnState::Answered) {
                last.state = TurnState::Died;
            }
        }
        report
    }

    /// Run one turn: `repeat` exchanges with the same request, each measured alone.
    fn turn(&mut self, turn: &Turn) -> TurnReport {
        // Everything the program printed before this request is in the pipes now: take it, so the
        // offsets below separate output produced with and without this turn's input.
        self.run.pump_output(libc::POLLIN, libc::POLLIN);
        let mut report = TurnReport {
            state: TurnState::Answered,
            reply: None,
            cpu_us: Vec::new(),
            wall_us: Vec::new(),
            stdout_at: self.run.out.kept(),
            stderr_at: self.run.err.kept(),
            idle: false,
        };
        let bounds = Bounds {
            cpu_ns: ms_to_ns(turn.kill_ms),
            wall: Duration::from_millis(turn.wall_ms),
            idle: turn.idle_ms.map(Duration::from_millis),
        };
        let mut spent = 0u64;
        for i in 0..turn.repeat.max(1) {
            // One request, one reply: a line waiting before the request is written was made up
            // before the program saw it (or is a second reply to the last one). Dropping it would
            // let a program that times its extra lines shift its replies onto later requests.
            if self.replies.stray() {
                self.run.kill(Status::RuntimeError);
                report.state = TurnState::Died;
                break;
            }
            let ex = self.exchange(turn.request.as_bytes(), bounds);
            report.cpu_us.push(ex.cpu_ns / 1_000);
            report.wall_us.push(ex.wall.as_micros() as u64);
            match ex.ended {
                Ended::Reply(line) if i == 0 => {
                    report.reply = Some(String::from_utf8_lossy(&line).into_owned());
                }
                Ended::Reply(_) => {}
                Ended::TimeLimit => report.state = TurnState::TimeLimit,
                Ended::Idle => (report.state, report.idle) = (TurnState::TimeLimit, true),
                Ended::Died => report.state = TurnState::Died,
            }
            if report.state != TurnState::Answered {
                break;
            }
            spent = spent.saturating_add(ex.cpu_ns);
            if turn.repeat_budget_ms.is_some_and(|b| spent > ms_to_ns(b)) {
                break;
            }
        }
        report
    }

    /// Write `request` (nothing for the load phase) and wait for the next complete line on fd 3,
    /// killing the run once its CPU time since the mark reaches `cpu_ns`, `wall` passes, the run's
    /// wall budget runs out, it is idle past `idle`, or the job is cancelled.
    fn exchange(&mut self, request: &[u8], bounds: Bounds) -> Exchange {
        let Bounds { cpu_ns, wall, idle } = bounds;
        let started = Instant::now();
        let deadline = (started + wall).min(self.run_deadline);
        // The run is capped at `parallelism` CPUs: its CPU time cannot reach the bound sooner.
        let bound_ms = cpu_ns / 1_000_000;
        let from = bound_ms / self.parallelism.max(1);
        let check_from = Duration::from_millis(from.saturating_sub(from / 10));
        let every = Duration::from_millis((bound_ms / 10).clamp(1, 20));
        let mut written = 0;
        let mut exited = false;
        let ended = loop {
            if written < request.len() {
                written += self.write_some(&request[written..]);
            }
            if let Some(line) = self.replies.line() {
                // A reply belongs to the request the program has read: one that arrives while
                // part of the request is still unwritten or unread in the stdin pipe was written
                // before the program saw it (a stray second line, an answer made up in advance),
                // and the dialogue is over rather than shifted by one.
                if !self.request_consumed(written, request.len()) {
                    self.run.kill(Status::RuntimeError);
                    break Ended::Died;
                }
                break Ended::Reply(line);
            }
            if self.replies.over_cap || self.run.output_over_cap() {
                self.run.kill(Status::OutputLimit);
                break Ended::Died;
            }
            if exited || self.run.cancelled() {
                break Ended::Died;
            }
            let now = Instant::now();
            let since = now - started;
            if now >= deadline
                || (since >= check_from
                    && cputime::cheap_cpu_ns(self.run.cgroup, self.run.pid)
                        .saturating_sub(self.mark)
                        >= cpu_ns)
            {
                self.run.kill(Status::TimeLimit);
                break Ended::TimeLimit;
            }
            if idle.is_some_and(|i| since >= i) && self.idle(self.mark, since) {
                self.run.kill(Status::TimeLimit);
                break Ended::Idle;
            }
            let next_check = if since >= check_from { every } else { check_from - since };
            let next_idle = match idle {
                Some(i) if since < i => i - since,
                Some(_) => every,
                None => next_check,
            };
            let timeout = (deadline - now).min(next_check).min(next_idle);
            exited = self.wait(written < request.len(), timeout);
        };
        let wall = started.elapsed();
        let now = cputime::exact_cpu_ns(self.run.cgroup, self.run.pid);
        let used = now.saturating_sub(self.mark);
        self.mark = now;
        let ended = match ended {
            // The verdict must not depend on when the counter happened to be checked.
            Ended::Reply(_) if used >= cpu_ns => {
                self.run.kill(Status::TimeLimit);
                Ended::TimeLimit
            }
            other => other,
        };
        Exchange { ended, cpu_ns: used, wall }
    }

    /// Whether the run, `since` into a phase that began at CPU counter `from`, used less than
    /// 1/[`IDLE_WALL_PER_CPU`] of that wall time: sleeping or blocked, not computing. The cheap
    /// counter decides when it clearly is not; the exact one confirms (the cheap one may lag).
    fn idle(&self, from: u64, since: Duration) -> bool {
        let used = |cpu: u64| cpu.saturating_sub(from).saturating_mul(IDLE_WALL_PER_CPU);
        let wall = since.as_nanos() as u64;
        used(cputime::cheap_cpu_ns(self.run.cgroup, self.run.pid)) < wall
            && used(cputime::exact_cpu_ns(self.run.cgroup, self.run.pid)) < wall
    }

    /// Whether the program has taken the whole request: every byte written, none left in the pipe.
    /// A program that closed its stdin has read nothing of a request it was sent.
    fn request_consumed(&self, written: usize, len: usize) -> bool {
        if len == 0 {
            return true;
        }
        let Some(fd) = &self.run.stdin else { return false };
        let mut pending: c_int = 0;
        // SAFETY: FIONREAD on a pipe we own writes one int (the bytes the pipe holds), on either end.
        let rc = unsafe { libc::ioctl(fd.as_raw_fd(), libc::FIONREAD, &mut pending) };
        written == len && rc == 0 && pending == 0
    }

    /// Sleep in poll until something happens or `timeout`; pump output and replies. Returns
    /// whether the program's init has exited.
    fn wait(&mut self, writing: bool, timeout: Duration) -> bool {
        let stdin_fd = match (&self.run.stdin, writing) {
            (Some(fd), true) => fd.as_raw_fd(),
            _ => -1,
        };
        let mut fds = [
            libc::pollfd { fd: self.run.out.poll_fd(), events: libc::POLLIN, revents: 0 },
            libc::pollfd { fd: self.run.err.poll_fd(), events: libc::POLLIN, revents: 0 },
            libc::pollfd { fd: self.replies.poll_fd(), events: libc::POLLIN, revents: 0 },
            libc::pollfd { fd: stdin_fd, events: libc::POLLOUT, revents: 0 },
            libc::pollfd { fd: self.run.pidfd(), events: libc::POLLIN, revents: 0 },
            libc::pollfd { fd: self.run.cancel_fd(), events: libc::POLLIN, revents: 0 },
        ];
        let ms = timeout.as_micros().div_ceil(1_000).clamp(1, i32::MAX as u128) as u64;
        let ms = self.run.cancel.cap_ms(ms) as c_int;
        // SAFETY: a valid array of pollfd; negative fds are ignored by poll.
        unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as _, ms) };
        self.run.pump_output(fds[0].revents, fds[1].revents);
        // Replies first: a line written just before the program exited still counts.
        self.replies.pump();
        fds[4].revents & libc::POLLIN != 0
    }

    /// Write what the pipe takes now; a program that closed its stdin takes nothing more.
    fn write_some(&mut self, data: &[u8]) -> usize {
        let Some(fd) = &self.run.stdin else { return data.len() };
        let mut done = 0;
        while done < data.len() {
            let rest = &data[done..];
            // SAFETY: writing from a valid slice to a non-blocking pipe we own.
            let n = unsafe { libc::write(fd.as_raw_fd(), rest.as_ptr().cast(), rest.len()) };
            if n > 0 {
                done += n as usize;
                continue;
            }
            match std::io::Error::last_os_error().raw_os_error() {
                Some(libc::EINTR) => continue,
                Some(libc::EAGAIN) => return done,
                // EPIPE: nobody reads stdin any more; the exchange ends by exit or time.
                _ => {
                    self.run.stdin = None;
                    return data.len();
                }
            }
        }
        done
    }

    /// Close stdin and give the program the load phase's bounds to exit. Returns whether it wrote
    /// to fd 3 after its last reply (it is then killed as a runtime error).
    fn close_and_wait(&mut self, Bounds { cpu_ns, wall, idle }: Bounds) -> bool {
        self.run.stdin = None;
        if self.run.killed() {
            return false;
        }
        let start_cpu = cputime::cheap_cpu_ns(self.run.cgroup, self.run.pid);
        let started = Instant::now();
        let deadline = (started + wall).min(self.run_deadline);
        loop {
            if self.replies.stray() {
                self.run.kill(Status::RuntimeError);
                return true;
            }
            if self.run.cancelled() {
                return false;
            }
            let now = Instant::now();
            let cpu =
                cputime::cheap_cpu_ns(self.run.cgroup, self.run.pid).saturating_sub(start_cpu);
            let idle =
                idle.is_some_and(|i| now - started >= i) && self.idle(start_cpu, now - started);
            if now >= deadline || cpu >= cpu_ns || idle || self.run.output_over_cap() {
                let why = if self.run.output_over_cap() {
                    Status::OutputLimit
                } else {
                    Status::TimeLimit
                };
                self.run.kill(why);
                return false;
            }
            if self.wait(false, (deadline - now).min(Duration::from_millis(20))) {
                // Every process of the run is gone: what it wrote to fd 3 is all in the pipe.
                let stray = self.replies.stray();
                if stray {
                    self.run.kill(Status::RuntimeError);
                }
                return stray;
            }
        }
    }
}

fn not_sent(state: TurnState) -> TurnReport {
    TurnReport {
        state,
        reply: None,
        cpu_us: Vec::new(),
        wall_us: Vec::new(),
        stdout_at: 0,
        stderr_at: 0,
        idle: false,
    }
}

fn ms_to_ns(ms: u64) -> u64 {
    ms.saturating_mul(1_000_000)
}

/// Map a byte offset into raw output to the same place in its lossy UTF-8 conversion (what the
/// report holds), rounding down to a character boundary.
pub(crate) fn lossy_offset(raw: &[u8], at: usize) -> usize {
    let at = at.min(raw.len());
    let (mut raw_pos, mut text_pos) = (0, 0);
    for chunk in raw.utf8_chunks() {
        let valid = chunk.valid();
        if at < raw_pos + valid.len() {
            let mut i = at - raw_pos;
            while !valid.is_char_boundary(i) {
                i -= 1;
            }
            return text_pos + i;
        }
        raw_pos += valid.len();
        text_pos += valid.len();
        if at < raw_pos + chunk.invalid().len() {
            return text_pos;
        }
        raw_pos += chunk.invalid().len();
        if !chunk.invalid().is_empty() {
            text_pos += char::REPLACEMENT_CHARACTER.len_utf8();
        }
    }
    text_pos
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_follow_the_lossy_conversion() {
        let raw = b"ab\xffcd\xe4\xb8\xad!";
        let text = String::from_utf8_lossy(raw);
        assert_eq!(lossy_offset(raw, 0), 0);
        assert_eq!(lossy_offset(raw, 2), 2);
        // After the invalid byte, which became a 3-byte replacement character.
        assert_eq!(&text[lossy_offset(raw, 3)..], "cd中!");
        // Inside the 3-byte character: rounded down to its start.
        assert_eq!(&text[lossy_offset(raw, 6)..], "中!");
        assert_eq!(lossy_offset(raw, raw.len()), text.len());
        assert_eq!(lossy_offset(raw, 999), text.len());
    }

    #[test]
    fn run_limits_cover_every_exchange() {
        let turn = Turn {
            request: String::new(),
            limit_ms: 100,
            kill_ms: 300,
            wall_ms: 1_000,
            repeat: 3,
            repeat_budget_ms: None,
            optional: false,
            idle_ms: None,
        };
        let d = Dialogue {
            turns: vec![turn.clone(), Turn { repeat: 0, ..turn }],
            ..Dialogue::default()
        };
        let job = Limits { time_ms: 1_000, wall_ms: Some(3_000), ..Limits::default() };
        let l = run_limits(&job, &d);
        assert_eq!(l.time_ms, 2_000 + 4 * 300);
        assert_eq!(l.wall_ms, Some(6_000 + 4 * 1_000));
        // A wall budget replaces the sum: every phase shares it.
        let l = run_limits(&job, &Dialogue { wall_budget_ms: Some(7_000), ..d });
        assert_eq!((l.time_ms, l.wall_ms), (2_000 + 4 * 300, Some(7_000)));
    }
}
