//! Pipes between the supervisor and a run: creation, non-blocking output streams kept under a
//! byte budget, the stdin memfd, pidfds.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

use libc::c_int;

use crate::failure::SetupError;

/// One output pipe, read without blocking and kept up to a byte budget.
pub(crate) struct Stream {
    fd: Option<OwnedFd>,
    buf: Vec<u8>,
    seen: usize,
}

impl Stream {
    pub(crate) fn new(fd: OwnedFd) -> Stream {
        set_nonblocking(&fd);
        Stream { fd: Some(fd), buf: Vec::new(), seen: 0 }
    }

    pub(crate) fn poll_fd(&self) -> c_int {
        self.fd.as_ref().map_or(-1, |f| f.as_raw_fd())
    }

    pub(crate) fn open(&self) -> bool {
        self.fd.is_some()
    }

    /// Bytes produced so far (including any past the budget, which are counted but dropped).
    pub(crate) fn len(&self) -> usize {
        self.seen
    }

    /// Bytes kept so far: offsets into the captured output.
    pub(crate) fn kept(&self) -> usize {
        self.buf.len()
    }

    pub(crate) fn pump(&mut self, revents: libc::c_short, budget: usize) {
        if revents & (libc::POLLIN | libc::POLLHUP | libc::POLLERR) == 0 {
            return;
        }
        let Some(fd) = &self.fd else { return };
        let mut chunk = [0u8; 65536];
        loop {
            // SAFETY: reading into a stack buffer of the stated size.
            let n = unsafe { libc::read(fd.as_raw_fd(), chunk.as_mut_ptr().cast(), chunk.len()) };
            if n > 0 {
                let n = n as usize;
                let room = budget.saturating_sub(self.buf.len());
                self.buf.extend_from_slice(&chunk[..n.min(room)]);
                self.seen += n;
                if self.seen > budget {
                    return;
                }
            } else if n == 0 {
                self.fd = None;
                return;
            } else {
                let e = std::io::Error::last_os_error().raw_os_error();
                if e != Some(libc::EINTR) {
                    if e != Some(libc::EAGAIN) {
                        self.fd = None;
                    }
                    return;
                }
            }
        }
    }

    pub(crate) fn take(&mut self, cap: usize) -> Vec<u8> {
        let mut buf = std::mem::take(&mut self.buf);
        buf.truncate(cap);
        buf
    }
}

pub(crate) fn set_nonblocking(fd: &OwnedFd) {
    // SAFETY: fcntl on an fd we own.
    unsafe {
        let flags = libc::fcntl(fd.as_raw_fd(), libc::F_GETFL);
        libc::fcntl(fd.as_raw_fd(), libc::F_SETFL, flags | libc::O_NONBLOCK);
    }
}

pub(crate) fn pidfd_open(pid: i32) -> Result<OwnedFd, SetupError> {
    // SAFETY: pidfd_open(2) on our own unreaped child.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
    if fd < 0 {
        return Err(SetupError::last_os("pidfd_open"));
    }
    // SAFETY: a fresh fd we own.
    Ok(unsafe { OwnedFd::from_raw_fd(fd as c_int) })
}

/// A copy of the fd `fd` of the process behind `pidfd` (pidfd_getfd(2), close-on-exec).
pub(crate) fn pidfd_getfd(pidfd: &OwnedFd, fd: c_int) -> Result<OwnedFd, SetupError> {
    // SAFETY: pidfd_getfd on a pidfd we own; the result is a fresh fd or an error.
    let got = unsafe { libc::syscall(libc::SYS_pidfd_getfd, pidfd.as_raw_fd(), fd, 0) };
    if got < 0 {
        return Err(SetupError::last_os("pidfd_getfd"));
    }
    // SAFETY: a fresh fd we own.
    Ok(unsafe { OwnedFd::from_raw_fd(got as c_int) })
}

pub(crate) fn pipe() -> Result<(OwnedFd, OwnedFd), SetupError> {
    let mut fds = [0; 2];
    // SAFETY: pipe2 fills two fds.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } < 0 {
        return Err(SetupError::last_os("pipe"));
    }
    // SAFETY: both fds were just created and are owned here.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// Stdin as an anonymous, seekable in-memory file: no pipe to keep fed, no deadlock on large input.
pub(crate) fn memfd_with(data: &[u8]) -> Result<OwnedFd, SetupError> {
    // SAFETY: memfd_create with a static name.
    let fd = unsafe { libc::memfd_create(c"stdin".as_ptr(), libc::MFD_CLOEXEC) };
    if fd < 0 {
        return Err(SetupError::last_os("memfd_create"));
    }
    // SAFETY: a fresh fd we own.
    let fd = unsafe { OwnedFd::from_raw_fd(fd) };
    write_all(&fd, data)?;
    // SAFETY: lseek on an fd we own.
    unsafe { libc::lseek(fd.as_raw_fd(), 0, libc::SEEK_SET) };
    Ok(fd)
}

/// Write all of `data` at offset 0 of `fd` without moving its file offset (shared with a child
/// that reads it from the start).
pub(crate) fn pwrite_all(fd: &OwnedFd, data: &[u8]) -> Result<(), SetupError> {
    let mut off = 0;
    while off < data.len() {
        let rest = &data[off..];
        // SAFETY: writing from a valid slice to an fd we own.
        let n =
            unsafe { libc::pwrite(fd.as_raw_fd(), rest.as_ptr().cast(), rest.len(), off as i64) };
        if n < 0 {
            if std::io::Error::last_os_error().raw_os_error() == Some(libc::EINTR) {
                continue;
            }
            return Err(SetupError::last_os("pwrite"));
        }
        off += n as usize;
    }
    Ok(())
}

pub(crate) fn write_all(fd: &OwnedFd, mut data: &[u8]) -> Result<(), SetupError> {
    while !data.is_empty() {
        // SAFETY: writing from a valid slice.
        let n = unsafe { libc::write(fd.as_raw_fd(), data.as_ptr().cast(), data.len()) };
        if n < 0 {
            if std::io::Error::last_os_error().raw_os_error() == Some(libc::EINTR) {
                continue;
            }
            return Err(SetupError::last_os("write"));
        }
        data = &data[n as usize..];
    }
    Ok(())
}
