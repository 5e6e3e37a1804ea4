//! The supervisor's own failures while it sets a run up — not the program's: a call it made, with
//! what the call was for, or the child's report of the setup step that failed. A run that ends in
//! one is an internal error (its message goes to the operator's log and report).

use std::borrow::Cow;
use std::io;

/// Why a run could not be set up.
#[derive(Debug, thiserror::Error)]
pub(crate) enum SetupError {
    /// A call the supervisor made failed.
    #[error("{what}: {source}")]
    Io {
        what: Cow<'static, str>,
        #[source]
        source: io::Error,
    },
    /// The child reported a failed setup step, or did not finish it in time.
    #[error("{0}")]
    Child(String),
    /// An argument or path the run was given holds a NUL byte, which exec cannot pass on.
    #[error("`{0}` contains a NUL byte")]
    Nul(String),
    /// A step asked of a sandbox in a state that does not allow it.
    #[error("{0}")]
    State(&'static str),
}

impl SetupError {
    /// The calling thread's last OS error, for the call `what`.
    pub(crate) fn last_os(what: &'static str) -> Self {
        SetupError::Io { what: what.into(), source: io::Error::last_os_error() }
    }
}

/// Says what a failed I/O result was for.
pub(crate) trait IoContext<T> {
    fn context(self, what: impl Into<Cow<'static, str>>) -> Result<T, SetupError>;
}

impl<T> IoContext<T> for io::Result<T> {
    fn context(self, what: impl Into<Cow<'static, str>>) -> Result<T, SetupError> {
        self.map_err(|source| SetupError::Io { what: what.into(), source })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_call_reads_as_what_it_was_for_and_the_os_error() {
        let e: Result<(), _> = Err(io::Error::from_raw_os_error(libc::EMFILE)).context("pipe");
        let text = e.unwrap_err().to_string();
        assert!(text.starts_with("pipe: ") && text.contains("Too many open files"), "{text}");
        assert_eq!(SetupError::Nul("a\0b".into()).to_string(), "`a\0b` contains a NUL byte");
    }
}
