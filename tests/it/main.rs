//! The single integration-test binary (ripgrep style): one module per area.

mod problems;
