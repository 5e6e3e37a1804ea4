//! A dialogue's reply channel (the program's fd 3): one line per request, read without blocking,
//! every reply of a run together within its output cap.

use std::os::fd::{AsRawFd, OwnedFd};

use libc::c_int;

/// The reply pipe: lines read without blocking, all of a run's replies together within the
/// output cap (stdout and stderr have their own, `output_over_cap`), so whatever a program
/// writes, the supervisor holds at most twice the cap of it.
pub(crate) struct Replies {
    fd: Option<OwnedFd>,
    buf: Vec<u8>,
    /// The cap left for replies: the output cap less the bytes of the replies already taken.
    cap: usize,
    /// The replies so far and the line being read passed the cap.
    pub(crate) over_cap: bool,
}

impl Replies {
    pub(crate) fn new(fd: Option<OwnedFd>, cap: usize) -> Replies {
        Replies { fd, buf: Vec::new(), cap, over_cap: false }
    }

    pub(crate) fn poll_fd(&self) -> c_int {
        self.fd.as_ref().map_or(-1, |f| f.as_raw_fd())
    }

    /// Read until the pipe is empty, a line is complete, or the cap is passed.
    pub(crate) fn pump(&mut self) {
        let mut chunk = [0u8; 65536];
        // Bounded, so a program writing without pause cannot keep us here past our deadlines.
        for _ in 0..64 {
            let Some(fd) = &self.fd else { return };
            if self.buf.contains(&b'\n') || self.over_cap {
                return;
            }
            // SAFETY: reading into a stack buffer of the stated size.
            let n = unsafe { libc::read(fd.as_raw_fd(), chunk.as_mut_ptr().cast(), chunk.len()) };
            if n > 0 {
                let data = &chunk[..n as usize];
                let scan_from = self.buf.len();
                self.buf.extend_from_slice(data);
                let line_end = self.buf[scan_from..].iter().position(|b| *b == b'\n');
                let line_len = line_end.map_or(self.buf.len(), |i| scan_from + i);
                self.over_cap = line_len > self.cap;
            } else if n == 0 {
                self.fd = None;
            } else if std::io::Error::last_os_error().raw_os_error() != Some(libc::EINTR) {
                return;
            }
        }
    }

    /// The first complete line (without its newline), if there is one.
    pub(crate) fn line(&mut self) -> Option<Vec<u8>> {
        let end = self.buf.iter().position(|b| *b == b'\n')?;
        let mut line: Vec<u8> = self.buf.drain(..=end).collect();
        line.pop();
        self.cap = self.cap.saturating_sub(line.len());
        Some(line)
    }

    /// Whether anything is waiting on fd 3 that is not a taken reply: left over after the last
    /// line taken, or in the pipe now. Reads without blocking; what it reads is never a reply.
    pub(crate) fn stray(&mut self) -> bool {
        if !self.buf.is_empty() {
            return true;
        }
        let Some(fd) = &self.fd else { return false };
        let mut byte = [0u8; 1];
        loop {
            // SAFETY: reading one byte into a stack buffer.
            let n = unsafe { libc::read(fd.as_raw_fd(), byte.as_mut_ptr().cast(), 1) };
            if n > 0 {
                return true;
            }
            if n == 0 {
                self.fd = None;
                return false;
            }
            if std::io::Error::last_os_error().raw_os_error() != Some(libc::EINTR) {
                return false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_is_the_first_complete_line_and_anything_after_it_is_stray() {
        let mut r = Replies::new(None, 8);
        r.buf.extend_from_slice(b"one\nt");
        assert_eq!(r.line().as_deref(), Some(&b"one"[..]));
        assert!(r.stray(), "the `t` after the reply is a second reply begun");
        let mut r = Replies::new(None, 8);
        r.buf.extend_from_slice(b"one\n");
        assert_eq!(r.line().as_deref(), Some(&b"one"[..]));
        assert!(!r.stray());
    }
}
