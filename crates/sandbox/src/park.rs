//! A prepared sandbox's job, in both directions: the supervisor encodes it ([`encode_job`]), the
//! child parked before exec reads it from its sync pipe and writes its files ([`receive_job`]).
//!
//! A prepared sandbox (see `warmbox.rs`, [`crate::warmbox::WarmKind::Prepared`]) has done
//! everything a cold run does before exec — namespaces, ids, its cgroup, mounts, pivot_root,
//! rlimits, capability drop, seccomp — except what depends on the job: its files in /work (written
//! here, by the child, as the sandbox user, as a cold run's are) and its limits (written by the
//! supervisor from outside before the job is sent, as for a warm loader). So a job that takes one
//! pays only for its files and the exec. Only our code has run in it when the job arrives.
//!
//! The child side runs between clone and exec of a possibly multi-threaded parent: raw syscalls
//! on stack buffers, no allocation (see `child.rs`).

use libc::{c_int, c_void};

/// Error-pipe code (low byte) of "parked: waiting for a job on the sync pipe".
pub(crate) const PARKED_CODE: u32 = 0xfd;
/// First byte of a job on the sync pipe.
const JOB_TAG: u8 = b'J';
/// Most files one job writes into /work (a job's files plus its main file).
pub(crate) const MAX_JOB_FILES: usize = 64;
/// Longest file name (a /work entry: no '/', checked by the job's validation).
const MAX_NAME: usize = 255;
/// Mode of every job file, as a cold run writes them (`layout.rs`).
const FILE_MODE: u32 = 0o644;

/// Why a job could not be read (reported to the supervisor as the detail of `Stage::Job`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u32)]
pub(crate) enum JobFault {
    /// The pipe closed or failed before the whole job arrived (the supervisor discarded us).
    Truncated = 1,
    /// The job is not in the expected shape (tag, counts, name length).
    Malformed,
    /// A file could not be created or written.
    File,
}

/// The job as the child reads it: the tag, then [`encode_files`]'s files. Only what a cold run
/// finds in /work (the submission, the driver and their files); no expected output is ever part
/// of a job.
pub(crate) fn encode_job(files: &[(String, Vec<u8>)]) -> Vec<u8> {
    encode_files(JOB_TAG, files)
}

/// `tag`, the number of files, then each file (`u32` name length, name, `u32` length, content),
/// little endian: a prepared sandbox's job and a warm loader's handover alike.
pub(crate) fn encode_files(tag: u8, files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let size: usize = files.iter().map(|(n, c)| 8 + n.len() + c.len()).sum();
    let mut out = Vec::with_capacity(5 + size);
    out.push(tag);
    out.extend_from_slice(&(files.len() as u32).to_le_bytes());
    for (name, content) in files {
        out.extend_from_slice(&(name.len() as u32).to_le_bytes());
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(&(content.len() as u32).to_le_bytes());
        out.extend_from_slice(content);
    }
    out
}

/// Whether a job for `files` fits what the child accepts (else the job runs cold).
pub(crate) fn job_fits(files: &[(String, Vec<u8>)]) -> bool {
    files.len() <= MAX_JOB_FILES
        && files
            .iter()
            .all(|(n, c)| !n.is_empty() && n.len() <= MAX_NAME && c.len() <= u32::MAX as usize)
}

/// Read one job from `fd`, writing its files under the directory `dir` (`AT_FDCWD` in the child:
/// its cwd is /work). Raw syscalls only (allowed by the seccomp policy, which is in place by then).
///
/// # Safety
/// `fd` and `dir` must be valid descriptors; safe to call in a freshly cloned child.
pub(crate) unsafe fn receive_job(fd: c_int, dir: c_int) -> Result<(), JobFault> {
    unsafe {
        let mut tag = [0u8; 1];
        read_exact(fd, &mut tag)?;
        if tag[0] != JOB_TAG {
            return Err(JobFault::Malformed);
        }
        let files = read_u32(fd)? as usize;
        if files > MAX_JOB_FILES {
            return Err(JobFault::Malformed);
        }
        for _ in 0..files {
            receive_file(fd, dir)?;
        }
        Ok(())
    }
}

/// One file: its name (NUL-terminated on the stack), then its content copied through a stack
/// buffer. Created exclusively (`O_EXCL`, no symlink followed), mode as a cold run's.
unsafe fn receive_file(fd: c_int, dir: c_int) -> Result<(), JobFault> {
    unsafe {
        let len = read_u32(fd)? as usize;
        if len == 0 || len > MAX_NAME {
            return Err(JobFault::Malformed);
        }
        let mut name = [0u8; MAX_NAME + 1];
        read_exact(fd, &mut name[..len])?;
        if name[..len].iter().any(|b| *b == b'/' || *b == 0) {
            return Err(JobFault::Malformed);
        }
        let mut left = read_u32(fd)? as usize;
        let flags =
            libc::O_CREAT | libc::O_EXCL | libc::O_WRONLY | libc::O_NOFOLLOW | libc::O_CLOEXEC;
        let out = libc::openat(dir, name.as_ptr().cast(), flags, FILE_MODE);
        if out < 0 {
            return Err(JobFault::File);
        }
        let mut buf = [0u8; 16 * 1024];
        while left > 0 {
            let chunk = left.min(buf.len());
            read_exact(fd, &mut buf[..chunk])?;
            let mut off = 0;
            while off < chunk {
                let w = libc::write(out, buf[off..chunk].as_ptr().cast::<c_void>(), chunk - off);
                if w <= 0 {
                    libc::close(out);
                    return Err(JobFault::File);
                }
                off += w as usize;
            }
            left -= chunk;
        }
        if libc::close(out) != 0 {
            return Err(JobFault::File);
        }
        Ok(())
    }
}

unsafe fn read_u32(fd: c_int) -> Result<u32, JobFault> {
    let mut b = [0u8; 4];
    unsafe { read_exact(fd, &mut b)? };
    Ok(u32::from_le_bytes(b))
}

unsafe fn read_exact(fd: c_int, buf: &mut [u8]) -> Result<(), JobFault> {
    let mut got = 0;
    while got < buf.len() {
        // SAFETY (caller): a valid fd; reading into the rest of our buffer.
        let n = unsafe { libc::read(fd, buf[got..].as_mut_ptr().cast(), buf.len() - got) };
        if n == 0 {
            return Err(JobFault::Truncated);
        }
        if n < 0 {
            if std::io::Error::last_os_error().raw_os_error() == Some(libc::EINTR) {
                continue;
            }
            return Err(JobFault::Truncated);
        }
        got += n as usize;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::os::fd::AsRawFd;

    use super::*;

    /// Feed `bytes` through a pipe to `receive_job` writing into a fresh directory.
    fn receive(bytes: &[u8]) -> (Result<(), JobFault>, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        let (r, w) = crate::pipes::pipe().unwrap();
        let writer = {
            let bytes = bytes.to_vec();
            std::thread::spawn(move || {
                let _ = crate::pipes::write_all(&w, &bytes);
            })
        };
        let d = std::fs::File::open(dir.path()).unwrap();
        // SAFETY: valid fds for the duration of the call.
        let res = unsafe { receive_job(r.as_raw_fd(), d.as_raw_fd()) };
        drop(r);
        writer.join().unwrap();
        (res, dir)
    }

    #[test]
    fn a_job_arrives_with_its_files_byte_for_byte_and_their_cold_mode() {
        use std::os::unix::fs::PermissionsExt;
        let big: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8).collect();
        let files =
            vec![("solution.py".to_string(), b"x = 1\n".to_vec()), ("main.py".into(), big.clone())];
        let (res, dir) = receive(&encode_job(&files));
        assert_eq!(res, Ok(()));
        let mode = std::fs::metadata(dir.path().join("main.py")).unwrap().permissions().mode();
        assert_eq!(mode & 0o7777, FILE_MODE & !current_umask());
        assert_eq!(std::fs::read(dir.path().join("solution.py")).unwrap(), b"x = 1\n");
        assert_eq!(std::fs::read(dir.path().join("main.py")).unwrap(), big);
    }

    #[test]
    fn a_truncated_job_is_refused() {
        let job = encode_job(&[("a.py".into(), b"print(1)".to_vec())]);
        let (res, _) = receive(&job[..job.len() - 3]);
        assert_eq!(res, Err(JobFault::Truncated));
    }

    #[test]
    fn a_name_with_a_slash_or_a_wrong_tag_is_malformed() {
        let name = format!("escaped-{}", std::process::id());
        let (res, dir) = receive(&encode_job(&[(format!("../{name}"), b"1".to_vec())]));
        assert_eq!(res, Err(JobFault::Malformed));
        assert!(!dir.path().parent().unwrap().join(name).exists());
        let mut job = encode_job(&[]);
        job[0] = b'H';
        assert_eq!(receive(&job).0, Err(JobFault::Malformed));
    }

    #[test]
    fn a_file_already_there_or_a_symlink_is_not_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("elsewhere");
        std::os::unix::fs::symlink(&target, dir.path().join("main.py")).unwrap();
        let (r, w) = crate::pipes::pipe().unwrap();
        crate::pipes::write_all(&w, &encode_job(&[("main.py".into(), b"1".to_vec())])).unwrap();
        drop(w);
        let d = std::fs::File::open(dir.path()).unwrap();
        // SAFETY: valid fds.
        let res = unsafe { receive_job(r.as_raw_fd(), d.as_raw_fd()) };
        assert_eq!(res, Err(JobFault::File));
        assert!(!target.exists());
    }

    #[test]
    fn oversized_jobs_do_not_fit_and_run_cold() {
        let many: Vec<(String, Vec<u8>)> =
            (0..=MAX_JOB_FILES).map(|i| (format!("f{i}"), vec![])).collect();
        assert!(!job_fits(&many));
        assert!(!job_fits(&[("x".repeat(MAX_NAME + 1), vec![])]));
        assert!(job_fits(&many[..3]));
    }

    fn current_umask() -> u32 {
        // SAFETY: umask has no preconditions; set back at once.
        unsafe {
            let m = libc::umask(0o022);
            libc::umask(m);
            m
        }
    }
}
