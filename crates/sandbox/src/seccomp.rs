//! The seccomp-bpf policy: what untrusted code may not ask the kernel for.
//!
//! Three stacked filters (the kernel applies the strictest verdict): one kills any syscall that is
//! not native x86_64 (`int 0x80`, x32), one answers `clone3` with ENOSYS so libc falls back to
//! `clone` whose flags we can inspect, and one refuses the dangerous calls with EPERM.

use std::collections::BTreeMap;

use libc::sock_filter;
use seccompiler::{
    BackendError, BpfProgram, SeccompAction, SeccompCmpArgLen as Len, SeccompCmpOp as Op,
    SeccompCondition as Cond, SeccompFilter, SeccompRule, TargetArch,
};

/// Syscalls refused outright: tracing, mounting, namespaces, kernel keyring, BPF, perf, io_uring,
/// module loading, rebooting, clock setting and other host-level knobs.
const DENIED: &[i64] = &[
    libc::SYS_ptrace,
    libc::SYS_process_vm_readv,
    libc::SYS_process_vm_writev,
    libc::SYS_mount,
    libc::SYS_umount2,
    libc::SYS_pivot_root,
    libc::SYS_chroot,
    libc::SYS_unshare,
    libc::SYS_setns,
    libc::SYS_bpf,
    libc::SYS_perf_event_open,
    libc::SYS_keyctl,
    libc::SYS_add_key,
    libc::SYS_request_key,
    libc::SYS_userfaultfd,
    libc::SYS_io_uring_setup,
    libc::SYS_io_uring_enter,
    libc::SYS_io_uring_register,
    libc::SYS_init_module,
    libc::SYS_finit_module,
    libc::SYS_delete_module,
    libc::SYS_kexec_load,
    libc::SYS_kexec_file_load,
    libc::SYS_reboot,
    libc::SYS_swapon,
    libc::SYS_swapoff,
    libc::SYS_acct,
    libc::SYS_quotactl,
    libc::SYS_open_by_handle_at,
    libc::SYS_name_to_handle_at,
    libc::SYS_lookup_dcookie,
    libc::SYS_syslog,
    libc::SYS_settimeofday,
    libc::SYS_clock_settime,
    libc::SYS_clock_adjtime,
    libc::SYS_adjtimex,
    libc::SYS_iopl,
    libc::SYS_ioperm,
    libc::SYS_vhangup,
    libc::SYS_fanotify_init,
    libc::SYS_open_tree,
    libc::SYS_move_mount,
    libc::SYS_fsopen,
    libc::SYS_fsconfig,
    libc::SYS_fsmount,
    libc::SYS_fspick,
    libc::SYS_mount_setattr,
    libc::SYS_pidfd_getfd,
    libc::SYS_kcmp,
    libc::SYS_sethostname,
    libc::SYS_setdomainname,
    libc::SYS_nfsservctl,
    libc::SYS_uselib,
];

/// Every namespace flag: creating any namespace from inside the sandbox is refused.
const NAMESPACE_FLAGS: &[u64] = &[
    libc::CLONE_NEWUSER as u64,
    libc::CLONE_NEWNS as u64,
    libc::CLONE_NEWPID as u64,
    libc::CLONE_NEWNET as u64,
    libc::CLONE_NEWIPC as u64,
    libc::CLONE_NEWUTS as u64,
    libc::CLONE_NEWCGROUP as u64,
    0x80, // CLONE_NEWTIME
];

const X32_SYSCALL_BIT: u32 = 0x4000_0000;
const AUDIT_ARCH_X86_64: u32 = 0xC000_003E;
const TIOCSTI: u64 = 0x5412;
const TIOCLINUX: u64 = 0x541C;

/// Build the three filters. Done once per sandbox, before any clone.
pub fn build_policy() -> Result<Vec<Vec<sock_filter>>, BackendError> {
    let native = native_only();
    let clone3 = filter(
        BTreeMap::from([(libc::SYS_clone3, vec![])]),
        SeccompAction::Errno(libc::ENOSYS as u32),
    )?;
    let mut rules: BTreeMap<i64, Vec<SeccompRule>> =
        DENIED.iter().map(|nr| (*nr, vec![])).collect();
    // personality(2) is refused except for the query and the default persona (glibc/ld.so ask).
    rules.insert(
        libc::SYS_personality,
        vec![rule(vec![
            cond(0, Len::Dword, Op::Ne, 0)?,
            cond(0, Len::Dword, Op::Ne, 0xffff_ffff)?,
        ])?],
    );
    let ns_rules = NAMESPACE_FLAGS
        .iter()
        .map(|flag| rule(vec![cond(0, Len::Qword, Op::MaskedEq(*flag), *flag)?]))
        .collect::<Result<Vec<_>, _>>()?;
    rules.insert(libc::SYS_clone, ns_rules);
    // Only AF_UNIX sockets: the network namespace has no route out, and this closes even loopback.
    let not_unix = vec![rule(vec![cond(0, Len::Dword, Op::Ne, libc::AF_UNIX as u64)?])?];
    rules.insert(libc::SYS_socket, not_unix.clone());
    rules.insert(libc::SYS_socketpair, not_unix);
    rules.insert(
        libc::SYS_ioctl,
        vec![
            rule(vec![cond(1, Len::Dword, Op::Eq, TIOCSTI)?])?,
            rule(vec![cond(1, Len::Dword, Op::Eq, TIOCLINUX)?])?,
        ],
    );
    let denied = filter(rules, SeccompAction::Errno(libc::EPERM as u32))?;
    Ok(vec![native, clone3, denied])
}

fn cond(arg: u8, len: Len, op: Op, value: u64) -> Result<Cond, BackendError> {
    Cond::new(arg, len, op, value)
}

fn rule(conds: Vec<Cond>) -> Result<SeccompRule, BackendError> {
    SeccompRule::new(conds)
}

fn filter(
    rules: BTreeMap<i64, Vec<SeccompRule>>,
    action: SeccompAction,
) -> Result<Vec<sock_filter>, BackendError> {
    let filter = SeccompFilter::new(rules, SeccompAction::Allow, action, TargetArch::x86_64)?;
    let prog: BpfProgram = filter.try_into()?;
    Ok(prog.into_iter().map(|i| sock_filter { code: i.code, jt: i.jt, jf: i.jf, k: i.k }).collect())
}

/// Kill the process on any syscall that is not native x86_64: i386 via `int 0x80` and the x32 ABI
/// (syscall numbers with bit 30 set) would otherwise bypass a filter keyed on x86_64 numbers.
fn native_only() -> Vec<sock_filter> {
    const LD_W_ABS: u16 = (libc::BPF_LD | libc::BPF_W | libc::BPF_ABS) as u16;
    const JEQ_K: u16 = (libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K) as u16;
    const JGE_K: u16 = (libc::BPF_JMP | libc::BPF_JGE | libc::BPF_K) as u16;
    const RET_K: u16 = (libc::BPF_RET | libc::BPF_K) as u16;
    let ins = |code, jt, jf, k| sock_filter { code, jt, jf, k };
    vec![
        ins(LD_W_ABS, 0, 0, 4), // seccomp_data.arch
        ins(JEQ_K, 1, 0, AUDIT_ARCH_X86_64),
        ins(RET_K, 0, 0, libc::SECCOMP_RET_KILL_PROCESS),
        ins(LD_W_ABS, 0, 0, 0), // seccomp_data.nr
        ins(JGE_K, 0, 1, X32_SYSCALL_BIT),
        ins(RET_K, 0, 0, libc::SECCOMP_RET_KILL_PROCESS),
        ins(RET_K, 0, 0, libc::SECCOMP_RET_ALLOW),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn policy_compiles_into_three_non_empty_filters() {
        let policy = build_policy().unwrap();
        assert_eq!(policy.len(), 3);
        assert!(policy.iter().all(|p| !p.is_empty() && p.len() < 4096));
    }
}
