//! Cancelling a job from another thread: its caller gave up (a judging timed out, a user left), so
//! its run must end now rather than at its own limits, freeing the worker it holds.
//!
//! A flag plus an eventfd: the supervisor's poll loops watch the eventfd, so a cancelled run is
//! killed within one poll wake-up, not at the next timeout of a loop that may sleep for seconds.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use libc::c_int;

/// A cancel signal for one job (cheap to clone; every clone is the same signal).
#[derive(Clone, Debug)]
pub struct Cancel(Arc<Inner>);

#[derive(Debug)]
struct Inner {
    cancelled: AtomicBool,
    /// Readable once cancelled; `None` if the kernel refused an eventfd (the loops then see the
    /// flag at their next wake-up, at most [`POLL_CAP_MS`] later).
    wake: Option<OwnedFd>,
}

/// How long a supervisor loop may sleep when there is no eventfd to wake it.
pub(crate) const POLL_CAP_MS: u64 = 50;

impl Default for Cancel {
    fn default() -> Self {
        Cancel::new()
    }
}

impl Cancel {
    pub fn new() -> Cancel {
        // SAFETY: eventfd has no memory preconditions; a non-negative result is a new fd we own.
        let fd = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC | libc::EFD_NONBLOCK) };
        // SAFETY: `fd` was just created and is owned by nothing else.
        let wake = (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd) });
        Cancel(Arc::new(Inner { cancelled: AtomicBool::new(false), wake }))
    }

    /// Ask the job to stop: its run (or compile) is killed, the rest of it not started.
    pub fn cancel(&self) {
        self.0.cancelled.store(true, Ordering::SeqCst);
        if let Some(fd) = &self.0.wake {
            let one: u64 = 1;
            // SAFETY: writing 8 bytes from a local to an eventfd we own (never blocks: the
            // counter cannot overflow from these writes).
            unsafe { libc::write(fd.as_raw_fd(), (&one as *const u64).cast(), 8) };
        }
    }

    pub fn is_cancelled(&self) -> bool {
        self.0.cancelled.load(Ordering::SeqCst)
    }

    /// The fd to poll for POLLIN (readable once cancelled); -1 when there is none.
    pub(crate) fn poll_fd(&self) -> c_int {
        self.0.wake.as_ref().map_or(-1, AsRawFd::as_raw_fd)
    }

    /// Cap a poll timeout (ms) so that a cancel is seen soon even without an eventfd.
    pub(crate) fn cap_ms(&self, ms: u64) -> u64 {
        if self.0.wake.is_some() { ms } else { ms.min(POLL_CAP_MS) }
    }
}

/// The cancel signal of jobs nobody can cancel (warm-ups, toolchain preparation).
pub(crate) fn never() -> &'static Cancel {
    static NEVER: std::sync::OnceLock<Cancel> = std::sync::OnceLock::new();
    NEVER.get_or_init(Cancel::new)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cancel_is_seen_by_every_clone_and_wakes_a_poll() {
        let c = Cancel::new();
        let other = c.clone();
        assert!(!other.is_cancelled());
        let mut pfd = libc::pollfd { fd: other.poll_fd(), events: libc::POLLIN, revents: 0 };
        // SAFETY: one valid pollfd.
        assert_eq!(unsafe { libc::poll(&mut pfd, 1, 0) }, 0, "readable before the cancel");
        c.cancel();
        assert!(other.is_cancelled());
        // SAFETY: one valid pollfd.
        assert_eq!(unsafe { libc::poll(&mut pfd, 1, 0) }, 1, "the cancel wakes a poll");
    }
}
