//! The Rust driver: LeetCode-style `impl Solution` / design structs, readers and JSON writers
//! generated per type. A judged program is the driver's crate root (main.rs: requests, replies on
//! fd 3, timing) with the submission as the module `solution` in its own file (solution.rs), plus a
//! shim module appended there that calls the user's items; nothing the submission defines is in
//! scope in the driver. Test code in Rust (`self_checked` imports) keeps the legacy single-file
//! driver with nonce-tagged stdout lines.

use super::nodes::Node;
use super::{Program, Shape, Typed};
use crate::exec::JobFile;
use crate::problem::{Lang, Type};

const COMMON: &str = r#"
#[allow(dead_code)]
struct MashangR { s: Vec<u8>, p: usize }
#[allow(dead_code)]
impl MashangR {
    fn ws(&mut self) { while self.p < self.s.len() && self.s[self.p].is_ascii_whitespace() { self.p += 1; } }
    fn tok(&mut self) -> &str { self.ws(); let st = self.p; while self.p < self.s.len() && !self.s[self.p].is_ascii_whitespace() { self.p += 1; } std::str::from_utf8(&self.s[st..self.p]).unwrap_or("0") }
    fn i(&mut self) -> i64 { self.tok().parse().unwrap_or(0) }
    fn f(&mut self) -> f64 { self.tok().parse().unwrap_or(0.0) }
    fn s(&mut self) -> String { let n = self.i() as usize; self.p += 1; let v = String::from_utf8_lossy(&self.s[self.p..self.p + n]).into_owned(); self.p += n; v }
}
#[allow(dead_code)]
fn mashang_str(o: &mut String, v: &str) {
    o.push('"');
    for c in v.chars() {
        match c { '"' => o.push_str("\\\""), '\\' => o.push_str("\\\\"), '\n' => o.push_str("\\n"), c if (c as u32) < 0x20 => o.push_str(&format!("\\u{:04x}", c as u32)), c => o.push(c) }
    }
    o.push('"');
}
#[allow(dead_code)]
fn mashang_f64(o: &mut String, v: f64) { if v.is_finite() { o.push_str(&format!("{:?}", v)) } else { o.push_str("null") } }
static MASHANG_PANIC: std::sync::Mutex<String> = std::sync::Mutex::new(String::new());
// A panic's message and place, kept for the reply (the default hook would print to stderr only).
fn mashang_hook() {
    std::panic::set_hook(Box::new(|info| {
        let msg = if let Some(s) = info.payload().downcast_ref::<&str>() { s.to_string() } else if let Some(s) = info.payload().downcast_ref::<String>() { s.clone() } else { "panic".to_string() };
        let at = info.location().map(|l| format!(" ({} line {})", l.file(), l.line())).unwrap_or_default();
        if let Ok(mut p) = MASHANG_PANIC.lock() { *p = format!("panicked: {msg}{at}"); }
    }));
}
// The calling thread's CPU time (CLOCK_THREAD_CPUTIME_ID = 3) read with the syscall instruction
// itself, not libc's clock_gettime: a `#[no_mangle] extern "C" fn clock_gettime` (or `syscall`)
// in the submission's module would replace libc's for the whole program, the driver included.
// (clock_gettime is 228 on x86_64, 113 on aarch64.)
fn mashang_now() -> f64 {
    let mut ts = [0i64; 2];
    let p = ts.as_mut_ptr();
    // SAFETY: clock_gettime writes one timespec (two i64 on these targets) to `p`, which is ours.
    #[cfg(target_arch = "x86_64")]
    unsafe { std::arch::asm!("syscall", inlateout("rax") 228i64 => _, in("rdi") 3i64, in("rsi") p, lateout("rcx") _, lateout("r11") _, options(nostack)); }
    #[cfg(target_arch = "aarch64")]
    unsafe { std::arch::asm!("svc 0", in("x8") 113i64, inlateout("x0") 3i64 => _, in("x1") p, options(nostack)); }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    compile_error!("the judge's Rust driver reads its clock with a raw syscall: x86_64 and aarch64 only");
    ts[0] as f64 * 1e3 + ts[1] as f64 / 1e6
}
"#;

/// The legacy nonce-protocol loop (trusted programs and `self_checked` test code only).
const LEGACY_MAIN: &str = r#"
static MASHANG_NONCE: std::sync::Mutex<String> = std::sync::Mutex::new(String::new());
fn mashang_emit(json: &str) {
    use std::io::Write;
    let line = format!("\n@@MASHANG:{}:{}\n", MASHANG_NONCE.lock().map(|n| n.clone()).unwrap_or_default(), json);
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(line.as_bytes());
    let _ = out.flush();
}
fn mashang_main() {
    use std::io::Read;
    mashang_hook();
    let mut s = Vec::new();
    let _ = std::io::stdin().read_to_end(&mut s);
    let nl = s.iter().position(|&b| b == b'\n').unwrap_or(s.len());
    if let Ok(mut n) = MASHANG_NONCE.lock() { *n = String::from_utf8_lossy(&s[..nl]).trim().to_string(); }
    let mut r = MashangR { s, p: nl + 1 };
    let probe_total = r.i() as f64;
    let cases = r.i();
    let mut probe_spent = 0.0;
    let mut probe_stopped = false;
    for _ in 0..cases {
        let (idx, repeat, budget, limit, len) = (r.i(), r.i(), r.i(), r.i(), r.i() as usize);
        r.p += 1;
        let (mark, end) = (r.p, r.p + len);
        if budget >= 0 && probe_stopped { r.p = end; mashang_emit(&format!("{{\"i\":{idx},\"skip\":true}}")); continue; }
        let mut times: Vec<f64> = Vec::new();
        let mut value = String::new();
        let mut err = None;
        for _ in 0..repeat.max(1) {
            r.p = mark;
            let res = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| { let mut value = String::new(); let mut ms = 0.0f64; mashang_case(&mut r, &mut value, &mut ms); (value, ms) }));
            match res {
                Ok((v, ms)) => { value = v; times.push(ms); }
                Err(_) => { err = Some(MASHANG_PANIC.lock().map(|p| p.clone()).unwrap_or_default()); break; }
            }
            if budget >= 0 && times.iter().sum::<f64>() > budget as f64 { break; }
        }
        r.p = end;
        let mut ts = String::from("[");
        for (k, t) in times.iter().enumerate() { if k > 0 { ts.push(','); } mashang_f64(&mut ts, *t); }
        ts.push(']');
        if let Some(e) = err { let mut es = String::new(); mashang_str(&mut es, &e); mashang_emit(&format!("{{\"i\":{idx},\"err\":{es},\"t\":{ts}}}")); continue; }
        mashang_emit(&format!("{{\"i\":{idx},\"v\":{value},\"t\":{ts}}}"));
        let least = times.iter().cloned().fold(f64::INFINITY, f64::min);
        if budget >= 0 {
            probe_spent += times.iter().sum::<f64>();
            if least > budget as f64 || probe_spent > probe_total { probe_stopped = true; }
        } else if least > limit as f64 { mashang_emit(&format!("{{\"stopped\":{idx}}}")); break; }
    }
    mashang_emit("{\"done\":true}");
}
fn main() {
    let worker = std::thread::Builder::new().stack_size(64 << 20).spawn(mashang_main).expect("driver thread");
    if worker.join().is_err() { std::process::exit(101); }
}
"#;

/// The dialogue loop: ready line, then per request `<len>\n<payload>\n` → one reply line on fd 3.
/// Its input is a private reader over fd 0 (not `std::io::stdin()`, which the submission shares).
const DIALOGUE_MAIN: &str = r#"
fn mashang_reply(out: &mut std::fs::File, json: &str) {
    use std::io::Write;
    let line = format!("{json}\n");
    if out.write_all(line.as_bytes()).is_err() { std::process::exit(3); }
}
fn mashang_main() {
    use std::io::{BufRead, Read};
    use std::os::fd::FromRawFd;
    mashang_hook();
    // SAFETY: fds 0 and 3 are open for the whole run (the sandbox's stdin pipe and reply pipe),
    // and nothing else in the driver owns them.
    let mut out = unsafe { std::fs::File::from_raw_fd(3) };
    let input = std::mem::ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(0) });
    let mut input = std::io::BufReader::new(&*input);
    mashang_reply(&mut out, "{\"ready\":true}");
    let mut len_line = String::new();
    loop {
        len_line.clear();
        if input.read_line(&mut len_line).unwrap_or(0) == 0 { break; }
        let len: usize = len_line.trim().parse().unwrap_or(0);
        let mut payload = vec![0u8; len + 1];
        if input.read_exact(&mut payload).is_err() { break; }
        payload.pop();
        let mut r = MashangR { s: payload, p: 0 };
        let res = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| { let mut value = String::new(); let mut state = String::new(); let mut ms = 0.0f64; mashang_case(&mut r, &mut value, &mut state, &mut ms); (value, state, ms) }));
        let reply = match res {
            Ok((value, state, ms)) => { let mut t = String::new(); mashang_f64(&mut t, ms); let m = if state.is_empty() { String::new() } else { format!(",\"m\":{state}") }; format!("{{\"v\":{value}{m},\"t\":{t}}}") }
            Err(_) => { let mut e = String::new(); mashang_str(&mut e, &MASHANG_PANIC.lock().map(|p| p.clone()).unwrap_or_default()); format!("{{\"err\":{e},\"t\":0}}") }
        };
        mashang_reply(&mut out, &reply);
    }
}
fn main() {
    let worker = std::thread::Builder::new().stack_size(64 << 20).spawn(mashang_main).expect("driver thread");
    if worker.join().is_err() { std::process::exit(101); }
}
"#;

const NODES: &str = r#"
#[derive(PartialEq, Eq, Clone, Debug)]
pub struct ListNode { pub val: i32, pub next: Option<Box<ListNode>> }
#[allow(dead_code)]
impl ListNode { #[inline] fn new(val: i32) -> Self { ListNode { next: None, val } } }
#[derive(Debug, PartialEq, Eq)]
pub struct TreeNode { pub val: i32, pub left: Option<std::rc::Rc<std::cell::RefCell<TreeNode>>>, pub right: Option<std::rc::Rc<std::cell::RefCell<TreeNode>>> }
#[allow(dead_code)]
impl TreeNode { #[inline] pub fn new(val: i32) -> Self { TreeNode { val, left: None, right: None } } }
"#;

pub(crate) fn rust_type(t: &Type) -> String {
    rust_type_in(t, "")
}

/// The Rust spelling of a value type, with the node types named through `nodes` (`super::` from
/// the shim module inside the submission's module).
fn rust_type_in(t: &Type, nodes: &str) -> String {
    match t {
        Type::Int => "i32".into(),
        Type::Long => "i64".into(),
        Type::Float => "f64".into(),
        Type::Bool => "bool".into(),
        Type::String => "String".into(),
        Type::Void => "()".into(),
        Type::List(x) => format!("Vec<{}>", rust_type_in(x, nodes)),
        Type::Map(k, v) => format!(
            "std::collections::HashMap<{}, {}>",
            rust_type_in(k, nodes),
            rust_type_in(v, nodes)
        ),
        Type::Optional(x) => format!("Option<{}>", rust_type_in(x, nodes)),
        Type::ListNode => format!("Option<Box<{nodes}ListNode>>"),
        Type::TreeNode => format!("Option<std::rc::Rc<std::cell::RefCell<{nodes}TreeNode>>>"),
    }
}

fn reader(t: &Type) -> String {
    let m = t.mangle();
    let body = match t {
        Type::Int => "r.i() as i32".into(),
        Type::Long => "r.i()".into(),
        Type::Float => "r.f()".into(),
        Type::Bool => "r.i() != 0".into(),
        Type::String => "r.s()".into(),
        Type::Void => "()".into(),
        Type::List(x) => format!("{{ let n = r.i() as usize; let mut v = Vec::with_capacity(n); for _ in 0..n {{ v.push(mashang_rd_{}(r)); }} v }}", x.mangle()),
        Type::Map(k, v) => format!(
            "{{ let n = r.i() as usize; let mut m = std::collections::HashMap::with_capacity(n); for _ in 0..n {{ let k = mashang_rd_{}(r); let v = mashang_rd_{}(r); m.insert(k, v); }} m }}",
            k.mangle(),
            v.mangle()
        ),
        Type::Optional(x) => format!("if r.i() != 0 {{ Some(mashang_rd_{}(r)) }} else {{ None }}", x.mangle()),
        Type::ListNode => "{ let n = r.i() as usize; let v: Vec<i32> = (0..n).map(|_| r.i() as i32).collect(); let mut h = None; for x in v.into_iter().rev() { h = Some(Box::new(ListNode { val: x, next: h })); } h }".into(),
        Type::TreeNode => "{ let n = r.i() as usize; let v: Vec<Option<i32>> = (0..n).map(|_| if r.i() != 0 { Some(r.i() as i32) } else { None }).collect(); \
            let mk = |x: i32| std::rc::Rc::new(std::cell::RefCell::new(TreeNode { val: x, left: None, right: None })); \
            let Some(Some(first)) = v.first().copied() else { return None }; let root = mk(first); let mut q = vec![root.clone()]; let mut i = 1; let mut k = 0; \
            while k < q.len() && i < v.len() { let node = q[k].clone(); k += 1; if let Some(x) = v[i] { let c = mk(x); node.borrow_mut().left = Some(c.clone()); q.push(c); } i += 1; \
            if i < v.len() { if let Some(x) = v[i] { let c = mk(x); node.borrow_mut().right = Some(c.clone()); q.push(c); } } i += 1; } Some(root) }"
            .into(),
    };
    format!(
        "#[allow(unused_variables, dead_code, clippy::all)]\nfn mashang_rd_{m}(r: &mut MashangR) -> {} {{ {body} }}\n",
        rust_type(t)
    )
}

fn writer(t: &Type) -> String {
    let m = t.mangle();
    let body = match t {
        Type::Int | Type::Long => "o.push_str(&v.to_string());".into(),
        Type::Float => "mashang_f64(o, *v);".into(),
        Type::Bool => "o.push_str(if *v { \"true\" } else { \"false\" });".into(),
        Type::String => "mashang_str(o, v);".into(),
        Type::Void => "o.push_str(\"null\");".into(),
        Type::List(x) => format!("o.push('['); for (k, x) in v.iter().enumerate() {{ if k > 0 {{ o.push(','); }} mashang_wr_{}(o, x); }} o.push(']');", x.mangle()),
        Type::Map(k, x) => {
            let key = if **k == Type::String { "mashang_str(o, key);" } else { "o.push('\"'); o.push_str(&key.to_string()); o.push('\"');" };
            format!("o.push('{{'); for (n, (key, x)) in v.iter().enumerate() {{ if n > 0 {{ o.push(','); }} {key} o.push(':'); mashang_wr_{}(o, x); }} o.push('}}');", x.mangle())
        }
        Type::Optional(x) => format!("match v {{ Some(x) => mashang_wr_{}(o, x), None => o.push_str(\"null\") }}", x.mangle()),
        Type::ListNode => "o.push('['); let mut cur = v.as_ref(); let mut n = 0; while let Some(node) = cur { if n > 1_000_000 { break; } if n > 0 { o.push(','); } o.push_str(&node.val.to_string()); n += 1; cur = node.next.as_ref(); } o.push(']');".into(),
        Type::TreeNode => "let mut out: Vec<Option<i32>> = Vec::new(); let mut q = vec![v.clone()]; let mut k = 0; \
            while k < q.len() && out.len() <= 1_000_000 { let cur = q[k].clone(); k += 1; match cur { Some(n) => { let n = n.borrow(); out.push(Some(n.val)); q.push(n.left.clone()); q.push(n.right.clone()); } None => out.push(None) } } \
            while out.last() == Some(&None) { out.pop(); } o.push('['); for (k, x) in out.iter().enumerate() { if k > 0 { o.push(','); } match x { Some(x) => o.push_str(&x.to_string()), None => o.push_str(\"null\") } } o.push(']');"
            .into(),
    };
    format!(
        "#[allow(unused_variables, dead_code, clippy::all)]\nfn mashang_wr_{m}(o: &mut String, v: &{}) {{ {body} }}\n",
        rust_type(t)
    )
}

fn read_args(params: &[Typed]) -> (String, String) {
    let decl: String = params
        .iter()
        .enumerate()
        .map(|(i, p)| format!("let a{i} = mashang_rd_{}(r); ", p.ty.mangle()))
        .collect();
    let args: Vec<String> = (0..params.len()).map(|i| format!("a{i}")).collect();
    (decl, args.join(", "))
}

fn case_fn(shape: &Shape, code: &str, test_fns: &[String]) -> String {
    let body = match shape {
        Shape::Function { name, params, returns, .. } => {
            let (decl, args) = read_args(params);
            let call = if code.contains("impl Solution") {
                format!("Solution::{name}({args})")
            } else {
                format!("{name}({args})")
            };
            format!(
                "{decl}let t0 = mashang_now(); let res = {call}; *ms = mashang_now() - t0; mashang_wr_{}(value, &res);",
                returns.mangle()
            )
        }
        Shape::Design { class, ctor, methods } => {
            let (decl, args) = read_args(ctor);
            let mut arms = format!(
                "0 => {{ {decl}let t0 = mashang_now(); obj = Some({class}::new({args})); *ms += mashang_now() - t0; value.push_str(\"[null\"); }}\n"
            );
            for (m, method) in methods.iter().enumerate() {
                let (decl, args) = read_args(&method.params);
                let call = format!("obj.as_mut().expect(\"constructed\").{}({args})", method.name);
                let body = if method.returns == Type::Void {
                    format!(
                        "let t0 = mashang_now(); {call}; *ms += mashang_now() - t0; value.push_str(\",null\");"
                    )
                } else {
                    format!(
                        "let t0 = mashang_now(); let res = {call}; *ms += mashang_now() - t0; value.push(','); mashang_wr_{}(value, &res);",
                        method.returns.mangle()
                    )
                };
                arms.push_str(&format!("{} => {{ {decl}{body} }}\n", m + 1));
            }
            format!(
                "let calls = r.i(); let mut obj: Option<{class}> = None; for _ in 0..calls {{ match r.i() {{\n{arms}_ => panic!(\"unknown method\"), }} }} value.push(']');"
            )
        }
        Shape::Code { .. } | Shape::Stdio => {
            // Each #[test] fn reports on its own line, so one failing test does not hide the others.
            let list: String =
                test_fns.iter().map(|f| format!("(\"{f}\", tests::{f} as fn()), ")).collect();
            format!(
                "let t0 = mashang_now(); for (k, (name, f)) in [{list}].into_iter().enumerate() {{ let s = mashang_now(); let res = std::panic::catch_unwind(f); let mut t = String::new(); mashang_f64(&mut t, mashang_now() - s); match res {{ Ok(()) => mashang_emit(&format!(\"{{{{\\\"i\\\":{{k}},\\\"name\\\":\\\"{{name}}\\\",\\\"ok\\\":true,\\\"t\\\":[{{t}}]}}}}\")), Err(_) => {{ let mut e = String::new(); mashang_str(&mut e, &MASHANG_PANIC.lock().map(|p| p.clone()).unwrap_or_default()); mashang_emit(&format!(\"{{{{\\\"i\\\":{{k}},\\\"name\\\":\\\"{{name}}\\\",\\\"err\\\":{{e}},\\\"t\\\":[{{t}}]}}}}\")) }} }} }} *ms = mashang_now() - t0; value.push_str(\"null\");"
            )
        }
    };
    format!(
        "#[allow(unused_variables, unused_mut, clippy::all)]\nfn mashang_case(r: &mut MashangR, value: &mut String, ms: &mut f64) {{ {body} }}\n"
    )
}

/// One request's work in the dialogue driver: read the arguments, time the shim calls.
fn dialogue_case(shape: &Shape) -> String {
    let body = match shape {
        Shape::Function { params, returns, mutates: None, .. } => {
            let (decl, args) = read_args(params);
            format!(
                "{decl}let t0 = mashang_now(); let res = solution::mashang_shim::call({args}); *ms = mashang_now() - t0; mashang_wr_{}(value, &res);",
                returns.mangle()
            )
        }
        // In place: the argument is lent `&mut` to the call and written as it is right after it.
        Shape::Function { params, returns, mutates: Some(m), .. } => {
            let (decl, _) = read_args(params);
            let i = m.index;
            let decl = decl.replacen(&format!("let a{i} "), &format!("let mut a{i} "), 1);
            let args: Vec<String> = (0..params.len())
                .map(|k| if k == i { format!("&mut a{k}") } else { format!("a{k}") })
                .collect();
            format!(
                "{decl}let t0 = mashang_now(); let res = solution::mashang_shim::call({}); *ms = mashang_now() - t0; mashang_wr_{}(value, &res); mashang_wr_{}(state, &a{i});",
                args.join(", "),
                returns.mangle(),
                m.ty.mangle()
            )
        }
        Shape::Design { ctor, methods, .. } => {
            let (decl, args) = read_args(ctor);
            let mut arms = format!(
                "0 => {{ {decl}let t0 = mashang_now(); obj = Some(solution::mashang_shim::new({args})); *ms += mashang_now() - t0; value.push_str(\"[null\"); }}\n"
            );
            for (m, method) in methods.iter().enumerate() {
                let (decl, args) = read_args(&method.params);
                let args = if args.is_empty() { String::new() } else { format!(", {args}") };
                arms.push_str(&format!(
                    "{k} => {{ {decl}let o = obj.as_mut().expect(\"constructed\"); let t0 = mashang_now(); let res = solution::mashang_shim::m{k}(o{args}); *ms += mashang_now() - t0; value.push(','); mashang_wr_{}(value, &res); }}\n",
                    method.returns.mangle(),
                    k = m + 1,
                ));
            }
            format!(
                "let calls = r.i(); let mut obj: Option<solution::mashang_shim::Obj> = None; for _ in 0..calls {{ match r.i() {{\n{arms}_ => panic!(\"unknown method\"), }} }} value.push(']');"
            )
        }
        Shape::Code { .. } | Shape::Stdio => String::new(),
    };
    format!(
        "#[allow(unused_variables, unused_mut, clippy::all)]\nfn mashang_case(r: &mut MashangR, value: &mut String, state: &mut String, ms: &mut f64) {{ {body} }}\n"
    )
}

/// Make a `#[cfg(test)] mod tests` callable from the driver: drop the cfg, make `#[test]` fns public.
fn unlock_tests(tests: &str) -> (String, Vec<String>) {
    let mut out = String::new();
    let mut names = Vec::new();
    let mut pending = false;
    for line in tests.lines() {
        let t = line.trim();
        if t == "#[cfg(test)]" {
            continue;
        }
        if t == "#[test]" {
            pending = true;
            continue;
        }
        if pending && let Some(rest) = t.strip_prefix("fn ") {
            names.push(rest.split(['(', '<', ' ']).next().unwrap_or_default().to_string());
            out.push_str(&line.replacen("fn ", "pub fn ", 1));
            out.push('\n');
            pending = false;
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    (out, names)
}

/// Whether the submission defines `name` itself (a `struct`, not a comment).
fn defines(code: &str, name: &str) -> bool {
    super::nodes::defines(code, Lang::Rust, name)
}

/// The legacy single-file program: submission, unlocked test module and nonce-protocol driver.
pub(crate) fn legacy(shape: &Shape, code: &str) -> String {
    let code = code.replace("fn main(", "fn mashang_user_main(");
    let mut out = format!("{code}\n");
    let mut test_fns = Vec::new();
    if let Shape::Code { tests } = shape {
        let (t, names) = unlock_tests(tests);
        out.push_str(&t);
        test_fns = names;
    }
    if !code.contains("struct Solution")
        && matches!(shape, Shape::Function { .. })
        && code.contains("impl Solution")
    {
        out.push_str("\n#[allow(dead_code)]\nstruct Solution;\n");
    }
    for (node, def) in NODES.split("#[derive").skip(1).enumerate() {
        if !defines(&code, if node == 0 { "ListNode" } else { "TreeNode" }) {
            out.push_str(&format!("#[derive{def}"));
        }
    }
    for t in &shape.types() {
        out.push_str(&reader(t));
        out.push_str(&writer(t));
    }
    out.push_str(&case_fn(shape, &code, &test_fns));
    out.push_str(COMMON);
    out.push_str(LEGACY_MAIN);
    out
}

/// The shim module appended to the submission's file: a child module, so it may call the user's
/// private items, and it imports nothing of theirs (every type is spelled from `std` or `super::`).
fn shim(shape: &Shape, code: &str) -> String {
    let ty = |t: &Type| rust_type_in(t, "super::");
    let params = |ps: &[Typed]| -> String {
        ps.iter().enumerate().map(|(i, p)| format!(", a{i}: {}", ty(&p.ty))).collect()
    };
    let args = |ps: &[Typed]| (0..ps.len()).map(|i| format!("a{i}")).collect::<Vec<_>>().join(", ");
    let body = match shape {
        Shape::Function { name, params: ps, returns, mutates } => {
            let path = if code.contains("impl Solution") { "super::Solution::" } else { "super::" };
            let mut p = params(ps);
            if let Some(m) = mutates {
                // The mutated argument is lent as `&mut Vec<…>`, as the starter declares it.
                let owned = format!(", a{}: {}", m.index, ty(&m.ty));
                p = p.replacen(&owned, &format!(", a{}: &mut {}", m.index, ty(&m.ty)), 1);
            }
            format!(
                "pub(crate) fn call({}) -> {} {{ {path}{name}({}) }}\n",
                p.trim_start_matches(", "),
                ty(returns),
                args(ps)
            )
        }
        Shape::Design { class, ctor, methods } => {
            let p = params(ctor);
            let mut out = format!(
                "pub(crate) struct Obj(super::{class});\npub(crate) fn new({}) -> Obj {{ Obj(super::{class}::new({})) }}\n",
                p.trim_start_matches(", "),
                args(ctor)
            );
            for (m, method) in methods.iter().enumerate() {
                out.push_str(&format!(
                    "pub(crate) fn m{}(o: &mut Obj{}) -> {} {{ o.0.{}({}) }}\n",
                    m + 1,
                    params(&method.params),
                    ty(&method.returns),
                    method.name,
                    args(&method.params)
                ));
            }
            out
        }
        Shape::Code { .. } | Shape::Stdio => String::new(),
    };
    format!(
        "\n#[allow(dead_code, unused_imports, unused_mut, non_snake_case, clippy::all)]\npub(crate) mod mashang_shim {{\n{body}}}\n"
    )
}

pub(crate) fn program(shape: &Shape, code: &str) -> Program {
    if matches!(shape, Shape::Code { .. } | Shape::Stdio) {
        return Program { source: legacy(shape, code), files: vec![] };
    }
    // The submission is the module `solution` (its own file, so line numbers are its own); the
    // node types live in the driver unless the submission defines them. The driver uses the
    // submission's own only where the problem has such values: a helper `ListNode` of an LRU
    // cache stays the submission's business (it need not even be `pub`).
    let mut solution = format!("{code}\n");
    let mut driver = String::from("mod solution;\n");
    let defs = NODES.split("#[derive").skip(1);
    for (node, def) in [Node::List, Node::Tree].into_iter().zip(defs) {
        let name = node.name();
        if !defines(code, name) {
            solution.push_str(&format!("#[allow(unused_imports)]\nuse crate::{name};\n"));
            driver.push_str(&format!("#[derive{def}"));
        } else if shape.uses(node) {
            driver.push_str(&format!("#[allow(unused_imports)]\nuse solution::{name};\n"));
        }
    }
    if matches!(shape, Shape::Function { .. })
        && code.contains("impl Solution")
        && !defines(code, "Solution")
    {
        solution.push_str("#[allow(dead_code)]\nstruct Solution;\n");
    }
    solution.push_str(&shim(shape, code));
    for t in &shape.types() {
        driver.push_str(&reader(t));
        driver.push_str(&writer(t));
    }
    driver.push_str(&dialogue_case(shape));
    driver.push_str(COMMON);
    driver.push_str(DIALOGUE_MAIN);
    Program {
        source: driver,
        files: vec![JobFile { name: "solution.rs".into(), content: solution }],
    }
}

#[cfg(test)]
mod tests {
    use super::super::{MethodShape, Shape, Typed};
    use crate::problem::Type;

    #[test]
    fn the_submission_is_a_module_file_and_its_items_are_reached_through_the_shim() {
        let int = |n: &str| Typed { name: n.into(), ty: Type::Int };
        let shape = Shape::Design {
            class: "LRUCache".into(),
            ctor: vec![int("capacity")],
            methods: vec![MethodShape {
                name: "get".into(),
                params: vec![int("key")],
                returns: Type::Int,
            }],
        };
        let code = "struct LRUCache;\nimpl LRUCache { fn new(c: i32) -> Self { LRUCache } fn get(&self, k: i32) -> i32 { k } }\nfn mashang_now() -> f64 { 0.0 }";
        let p = super::program(&shape, code);
        assert!(p.source.starts_with("mod solution;\n"));
        assert!(!p.source.contains("struct LRUCache"), "the driver never holds the submission");
        let [solution] = &p.files[..] else { panic!("one user file") };
        assert_eq!(solution.name, "solution.rs");
        assert!(solution.content.starts_with(code), "line numbers are the submission's own");
        assert!(solution.content.contains("pub(crate) struct Obj(super::LRUCache);"));
        assert!(
            solution
                .content
                .contains("pub(crate) fn m1(o: &mut Obj, a0: i32) -> i32 { o.0.get(a0) }")
        );
        assert!(p.source.contains("solution::mashang_shim::m1(o, a0)"));
        assert!(p.source.contains("from_raw_fd(3)"));
    }

    #[test]
    fn an_in_place_argument_is_lent_mut_to_the_submission_and_written_back_after_the_call() {
        use crate::problem::inplace::{Answer, Mutation};
        let list = Type::parse("list<int>").unwrap();
        let shape = Shape::Function {
            name: "rotate".into(),
            params: vec![
                Typed { name: "nums".into(), ty: list.clone() },
                Typed { name: "k".into(), ty: Type::Int },
            ],
            returns: Type::Void,
            mutates: Some(Mutation { index: 0, ty: list, answer: Answer::Whole }),
        };
        let code = "impl Solution { pub fn rotate(nums: &mut Vec<i32>, k: i32) {} }";
        let p = super::program(&shape, code);
        let solution = &p.files[0].content;
        assert!(
            solution.contains("pub(crate) fn call(a0: &mut Vec<i32>, a1: i32) -> () { super::Solution::rotate(a0, a1) }"),
            "{solution}"
        );
        assert!(p.source.contains("let mut a0 = mashang_rd_list_int(r);"), "{}", p.source);
        assert!(p.source.contains("call(&mut a0, a1)"));
        assert!(p.source.contains("mashang_wr_list_int(state, &a0);"));
    }
}
