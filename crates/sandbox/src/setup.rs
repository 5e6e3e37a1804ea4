//! Between clone and exec: wait for the released child to exec, taking the directory it hands
//! over on the way, or turn its setup-failure report into a message.

use std::os::fd::{AsRawFd, OwnedFd};
use std::time::{Duration, Instant};

use libc::c_int;

use crate::child::{ChildPlan, HAND_OVER_CODE, Stage};
use crate::failure::SetupError;
use crate::park::PARKED_CODE;
use crate::pipes::{pidfd_getfd, write_all};
use crate::supervise::Child;

/// Longest the child may take from clone to exec before the run is abandoned as an internal error.
const SETUP_TIMEOUT: Duration = Duration::from_secs(10);

/// How far a released child got.
pub(crate) enum Reached {
    /// It exec'd the program; the directory it handed over on the way, if any.
    Exec(Option<OwnedFd>),
    /// It parked before its rlimits, waiting for a job (a prepared sandbox, see `park.rs`).
    Parked,
}

/// Wait until the released child has exec'd (or parked), taking the directory it hands over on
/// the way.
pub(crate) fn await_exec(
    child: &mut Child,
    plan: &ChildPlan,
    fail_r: &OwnedFd,
    sync_w: &OwnedFd,
    pidfd: &OwnedFd,
) -> Result<Reached, SetupError> {
    // Setup (mounts, pivot) is ours, not the program's: it gets its own deadline.
    let setup_deadline = Instant::now() + SETUP_TIMEOUT;
    let mut handed_over = None;
    loop {
        let (mut msg, detail) = match wait_for_exec(fail_r, setup_deadline)? {
            Setup::Exec => break,
            Setup::Parked => return Ok(Reached::Parked),
            Setup::HandOver(fd) => {
                handed_over = Some(pidfd_getfd(pidfd, fd)?);
                write_all(sync_w, b"g")?;
                continue;
            }
            Setup::Failed(msg, detail) => (msg, detail),
        };
        if detail == u32::MAX {
            // Hung setup: say where the kernel has the child waiting.
            let wchan =
                std::fs::read_to_string(format!("/proc/{}/wchan", child.pid)).unwrap_or_default();
            let stack =
                std::fs::read_to_string(format!("/proc/{}/stack", child.pid)).unwrap_or_default();
            msg = format!(
                "{msg} (waiting in {wchan}; {})",
                stack.lines().take(6).collect::<Vec<_>>().join(" <- ")
            );
        }
        child.kill_and_reap();
        let step = plan.fs_ops.get(detail as usize).filter(|_| msg.contains("root filesystem"));
        return Err(SetupError::Child(match step {
            Some(op) => format!("{msg} [{}]", op.describe()),
            None => msg,
        }));
    }
    Ok(Reached::Exec(handed_over))
}

/// Send a parked child its job and wait until it has exec'd the program; on any failure the
/// child is killed and reaped (nothing of the job ran: it had not exec'd).
pub(crate) fn release_parked(
    child: &mut Child,
    fail_r: &OwnedFd,
    sync_w: &OwnedFd,
    job: &[u8],
) -> Result<(), SetupError> {
    let result = write_all(sync_w, job).and_then(|()| {
        match wait_for_exec(fail_r, Instant::now() + SETUP_TIMEOUT)? {
            Setup::Exec => Ok(()),
            Setup::Failed(msg, _) => Err(SetupError::Child(msg)),
            Setup::Parked | Setup::HandOver(_) => {
                Err(SetupError::State("unexpected report after the job"))
            }
        }
    });
    if result.is_err() {
        child.kill_and_reap();
    }
    result
}

/// What the child reported during setup.
enum Setup {
    /// The program is running (the error pipe closed at exec).
    Exec,
    /// The child holds this fd ready to be taken and waits for another go byte.
    HandOver(i32),
    /// The child waits for its job (see `park.rs`).
    Parked,
    /// Setup failed: message, detail (the failing filesystem step).
    Failed(String, u32),
}

/// Wait until the child has exec'd, offers an fd, or reports a setup failure.
fn wait_for_exec(fail_r: &OwnedFd, deadline: Instant) -> Result<Setup, SetupError> {
    let mut msg = [0u8; 8];
    let mut got = 0;
    loop {
        let timeout =
            deadline.saturating_duration_since(Instant::now()).as_millis().min(i32::MAX as u128)
                as c_int;
        let mut pfd = libc::pollfd { fd: fail_r.as_raw_fd(), events: libc::POLLIN, revents: 0 };
        // SAFETY: one valid pollfd.
        if unsafe { libc::poll(&mut pfd, 1, timeout.max(1)) } == 0 {
            return Ok(Setup::Failed("sandbox setup did not finish in time".into(), u32::MAX));
        }
        // SAFETY: reading into the rest of a stack buffer.
        let n = unsafe { libc::read(fail_r.as_raw_fd(), msg[got..].as_mut_ptr().cast(), 8 - got) };
        if n == 0 {
            // Close-on-exec shut the pipe: the program is running.
            return Ok(if got == 0 {
                Setup::Exec
            } else {
                Setup::Failed("sandbox setup failed (short report)".into(), 0)
            });
        }
        if n < 0 {
            if std::io::Error::last_os_error().raw_os_error() == Some(libc::EINTR) {
                continue;
            }
            return Err(SetupError::last_os("reading the setup report"));
        }
        got += n as usize;
        if got == 8 {
            let code = u32::from_ne_bytes(msg[..4].try_into().expect("4 bytes"));
            if code & 0xff == HAND_OVER_CODE {
                return Ok(Setup::HandOver((code >> 8) as i32));
            }
            if code & 0xff == PARKED_CODE {
                return Ok(Setup::Parked);
            }
            let errno = i32::from_ne_bytes(msg[4..].try_into().expect("4 bytes"));
            let err = std::io::Error::from_raw_os_error(errno);
            let text =
                format!("sandbox setup failed while {}: {err}", Stage::from_u32(code & 0xff));
            return Ok(Setup::Failed(text, code >> 8));
        }
    }
}
