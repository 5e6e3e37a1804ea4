//! The Go driver (LeetCode conventions: `func twoSum`, `Constructor`, exported pointer-receiver
//! methods). Driver imports are aliased and declared on the submission's first line, so line numbers
//! match and they never clash with the candidate's own imports.

use super::nodes::{Node, defines};
use super::{Program, Shape, Typed, method_ident};
use crate::exec::JobFile;
use crate::problem::{Lang, Type};

const HEAD: &str = r#"package main; import (mashangIO "io"; mashangOS "os"; mashangStrconv "strconv"; mashangStrings "strings"; mashangSyscall "syscall"; mashangRuntime "runtime"; mashangUnsafe "unsafe"; mashangMath "math"; mashangFmt "fmt"); "#;

const COMMON: &str = r#"
type mashangR struct { s []byte; p int }
func (r *mashangR) ws() { for r.p < len(r.s) && r.s[r.p] <= ' ' { r.p++ } }
func (r *mashangR) tok() string { r.ws(); st := r.p; for r.p < len(r.s) && r.s[r.p] > ' ' { r.p++ }; return string(r.s[st:r.p]) }
func (r *mashangR) i() int64 { v, _ := mashangStrconv.ParseInt(r.tok(), 10, 64); return v }
func (r *mashangR) f() float64 { v, _ := mashangStrconv.ParseFloat(r.tok(), 64); return v }
func (r *mashangR) str() string { n := int(r.i()); r.p++; v := string(r.s[r.p : r.p+n]); r.p += n; return v }
// JSON, not Go, string escapes: strconv.Quote would write \a or \x01, which JSON rejects.
func mashangStr(o *mashangStrings.Builder, v string) { o.WriteByte('"'); for _, c := range v { switch { case c == '"': o.WriteString("\\\""); case c == '\\': o.WriteString("\\\\"); case c == '\n': o.WriteString("\\n"); case c < 0x20: o.WriteString(mashangFmt.Sprintf("\\u%04x", c)); default: o.WriteRune(c) } }; o.WriteByte('"') }
func mashangF64(o *mashangStrings.Builder, v float64) { if mashangMath.IsInf(v, 0) || mashangMath.IsNaN(v) { o.WriteString("null") } else { o.WriteString(mashangStrconv.FormatFloat(v, 'g', -1, 64)) } }
// CPU time of the thread the calls run on (main is locked to it): wall time counts preemption,
// and process-wide time counts the garbage collector's background workers. syscall.Syscall is
// Go and assembly, no libc: the submission cannot shadow the file-scope import name (a
// package-level name equal to an import is a compile error), and a `//go:linkname` body for
// syscall.Syscall, RawSyscall6 or runtime.entersyscall does not link ("duplicated definition of
// symbol", go 1.19). What is left (patching memory through unsafe) is bounded by the judge's
// cross-check of this time against the sandbox's CPU (probe.rs `allowance_ms`).
func init() { mashangRuntime.LockOSThread() }
func mashangNow() float64 { var ts mashangSyscall.Timespec; mashangSyscall.Syscall(mashangSyscall.SYS_CLOCK_GETTIME, 3, uintptr(mashangUnsafe.Pointer(&ts)), 0); return float64(ts.Nano()) / 1e6 }
func mashangRun(r *mashangR, value *mashangStrings.Builder, state *mashangStrings.Builder) (ms float64, err string) {
	defer func() { if e := recover(); e != nil { err = mashangFmt.Sprint("panic: ", e) } }()
	ms = mashangCase(r, value, state)
	return
}
"#;

/// The legacy nonce-protocol `main` (trusted programs and `self_checked` test code only).
const LEGACY_MAIN: &str = r#"
var mashangNonce string
func mashangEmit(json string) { mashangOS.Stdout.WriteString("\n@@MASHANG:" + mashangNonce + ":" + json + "\n") }
func main() {
	s, _ := mashangIO.ReadAll(mashangOS.Stdin)
	nl := 0
	for nl < len(s) && s[nl] != '\n' { nl++ }
	mashangNonce = mashangStrings.TrimSpace(string(s[:nl]))
	r := &mashangR{s: s, p: nl + 1}
	probeTotal := float64(r.i()); cases := r.i(); probeSpent := 0.0; probeStopped := false
	for c := int64(0); c < cases; c++ {
		idx, repeat, budget, limit, length := r.i(), r.i(), r.i(), r.i(), int(r.i())
		r.p++
		mark, end := r.p, r.p+length
		head := "{\"i\":" + mashangStrconv.FormatInt(idx, 10)
		if budget >= 0 && probeStopped { r.p = end; mashangEmit(head + ",\"skip\":true}"); continue }
		times := []float64{}
		var value mashangStrings.Builder
		err := ""
		for rep := int64(0); rep < repeat || rep == 0; rep++ {
			r.p = mark; value.Reset()
			ms, e := mashangRun(r, &value, &mashangStrings.Builder{})
			if e != "" { err = e; break }
			times = append(times, ms)
			sum := 0.0; for _, t := range times { sum += t }
			if budget >= 0 && sum > float64(budget) { break }
		}
		r.p = end
		var ts mashangStrings.Builder
		ts.WriteString("[")
		for k, t := range times { if k > 0 { ts.WriteString(",") }; mashangF64(&ts, t) }
		ts.WriteString("]")
		if err != "" { var es mashangStrings.Builder; mashangStr(&es, err); mashangEmit(head + ",\"err\":" + es.String() + ",\"t\":" + ts.String() + "}"); continue }
		mashangEmit(head + ",\"v\":" + value.String() + ",\"t\":" + ts.String() + "}")
		least := mashangMath.MaxFloat64
		for _, t := range times { least = mashangMath.Min(least, t) }
		if budget >= 0 {
			for _, t := range times { probeSpent += t }
			if least > float64(budget) || probeSpent > probeTotal { probeStopped = true }
		} else if least > float64(limit) { mashangEmit("{\"stopped\":" + mashangStrconv.FormatInt(idx, 10) + "}"); break }
	}
	mashangEmit("{\"done\":true}")
}
"#;

/// The dialogue driver's own file header: its imports are its own (Go imports are per file).
const DIALOGUE_HEAD: &str = r#"package main

import (mashangBufio "bufio"; mashangIO "io"; mashangOS "os"; mashangStrconv "strconv"; mashangStrings "strings"; mashangSyscall "syscall"; mashangRuntime "runtime"; mashangUnsafe "unsafe"; mashangMath "math"; mashangFmt "fmt")
"#;

/// The dialogue `main`: ready line, then per request `<len>\n<payload>\n` → one reply line on fd 3.
const DIALOGUE_MAIN: &str = r#"
func mashangReply(out *mashangOS.File, json string) { if _, err := out.WriteString(json + "\n"); err != nil { mashangOS.Exit(3) } }
func main() {
	out := mashangOS.NewFile(3, "reply")
	// A reader of its own over fd 0: user code reading os.Stdin cannot take from its buffer.
	in := mashangBufio.NewReaderSize(mashangOS.NewFile(0, "requests"), 1<<16)
	mashangReply(out, "{\"ready\":true}")
	for {
		line, err := in.ReadString('\n')
		if err != nil { break }
		n, _ := mashangStrconv.Atoi(mashangStrings.TrimSpace(line))
		payload := make([]byte, n+1)
		if _, err := mashangIO.ReadFull(in, payload); err != nil { break }
		r := &mashangR{s: payload[:n], p: 0}
		var value, state mashangStrings.Builder
		var t mashangStrings.Builder
		ms, e := mashangRun(r, &value, &state)
		mashangF64(&t, ms)
		if e != "" { var es mashangStrings.Builder; mashangStr(&es, e); mashangReply(out, "{\"err\":" + es.String() + ",\"t\":" + t.String() + "}"); continue }
		m := ""
		if state.Len() > 0 { m = ",\"m\":" + state.String() }
		mashangReply(out, "{\"v\":" + value.String() + m + ",\"t\":" + t.String() + "}")
	}
}
"#;

const LIST_NODE: &str = "\ntype ListNode struct { Val int; Next *ListNode }\n";
const TREE_NODE: &str = "\ntype TreeNode struct { Val int; Left *TreeNode; Right *TreeNode }\n";

pub(crate) fn go_type(t: &Type) -> String {
    match t {
        Type::Int => "int".into(),
        Type::Long => "int64".into(),
        Type::Float => "float64".into(),
        Type::Bool => "bool".into(),
        Type::String => "string".into(),
        Type::Void => "struct{}".into(),
        Type::List(x) => format!("[]{}", go_type(x)),
        Type::Map(k, v) => format!("map[{}]{}", go_type(k), go_type(v)),
        Type::Optional(x) => format!("*{}", go_type(x)),
        Type::ListNode => "*ListNode".into(),
        Type::TreeNode => "*TreeNode".into(),
    }
}

fn reader(t: &Type) -> String {
    let body = match t {
        Type::Int => "return int(r.i())".into(),
        Type::Long => "return r.i()".into(),
        Type::Float => "return r.f()".into(),
        Type::Bool => "return r.i() != 0".into(),
        Type::String => "return r.str()".into(),
        Type::Void => "return struct{}{}".into(),
        Type::List(x) => format!("n := int(r.i()); v := make({}, n); for k := 0; k < n; k++ {{ v[k] = mashangRd_{}(r) }}; return v", go_type(t), x.mangle()),
        Type::Map(k, v) => format!("n := int(r.i()); m := make({}, n); for j := 0; j < n; j++ {{ key := mashangRd_{}(r); m[key] = mashangRd_{}(r) }}; return m", go_type(t), k.mangle(), v.mangle()),
        Type::Optional(x) => format!("if r.i() != 0 {{ v := mashangRd_{}(r); return &v }}; return nil", x.mangle()),
        Type::ListNode => "n := int(r.i()); v := make([]int, n); for k := range v { v[k] = int(r.i()) }; var h *ListNode; for k := n - 1; k >= 0; k-- { h = &ListNode{Val: v[k], Next: h} }; return h".into(),
        Type::TreeNode => "n := int(r.i()); v := make([]*int, n); for k := range v { if r.i() != 0 { x := int(r.i()); v[k] = &x } }; if n == 0 || v[0] == nil { return nil }; root := &TreeNode{Val: *v[0]}; q := []*TreeNode{root}; i := 1; for k := 0; k < len(q) && i < n; k++ { if v[i] != nil { q[k].Left = &TreeNode{Val: *v[i]}; q = append(q, q[k].Left) }; i++; if i < n && v[i] != nil { q[k].Right = &TreeNode{Val: *v[i]}; q = append(q, q[k].Right) }; i++ }; return root".into(),
    };
    format!("func mashangRd_{}(r *mashangR) {} {{ {body} }}\n", t.mangle(), go_type(t))
}

fn writer(t: &Type) -> String {
    let body = match t {
        Type::Int => "o.WriteString(mashangStrconv.Itoa(v))".into(),
        Type::Long => "o.WriteString(mashangStrconv.FormatInt(v, 10))".into(),
        Type::Float => "mashangF64(o, v)".into(),
        Type::Bool => "if v { o.WriteString(\"true\") } else { o.WriteString(\"false\") }".into(),
        Type::String => "mashangStr(o, v)".into(),
        Type::Void => "o.WriteString(\"null\")".into(),
        Type::List(x) => format!("if v == nil {{ o.WriteString(\"[]\"); return }}; o.WriteString(\"[\"); for k, x := range v {{ if k > 0 {{ o.WriteString(\",\") }}; mashangWr_{}(o, x) }}; o.WriteString(\"]\")", x.mangle()),
        Type::Map(k, x) => {
            let key = match **k {
                Type::String => "mashangStr(o, key)",
                Type::Long => "mashangStr(o, mashangStrconv.FormatInt(key, 10))",
                _ => "mashangStr(o, mashangStrconv.Itoa(key))",
            };
            format!("o.WriteString(\"{{\"); first := true; for key, x := range v {{ if !first {{ o.WriteString(\",\") }}; first = false; {key}; o.WriteString(\":\"); mashangWr_{}(o, x) }}; o.WriteString(\"}}\")", x.mangle())
        }
        Type::Optional(x) => format!("if v == nil {{ o.WriteString(\"null\") }} else {{ mashangWr_{}(o, *v) }}", x.mangle()),
        Type::ListNode => "o.WriteString(\"[\"); for n := 0; v != nil && n <= 1000000; n++ { if n > 0 { o.WriteString(\",\") }; o.WriteString(mashangStrconv.Itoa(v.Val)); v = v.Next }; o.WriteString(\"]\")".into(),
        Type::TreeNode => "out := []string{}; q := []*TreeNode{v}; for k := 0; k < len(q) && len(out) <= 1000000; k++ { if q[k] == nil { out = append(out, \"null\") } else { out = append(out, mashangStrconv.Itoa(q[k].Val)); q = append(q, q[k].Left, q[k].Right) } }; for len(out) > 0 && out[len(out)-1] == \"null\" { out = out[:len(out)-1] }; o.WriteString(\"[\" + mashangStrings.Join(out, \",\") + \"]\")".into(),
    };
    format!(
        "func mashangWr_{}(o *mashangStrings.Builder, v {}) {{ {body} }}\n",
        t.mangle(),
        go_type(t)
    )
}

fn read_args(params: &[Typed]) -> (String, String) {
    let decl: String = params
        .iter()
        .enumerate()
        .map(|(i, p)| format!("a{i} := mashangRd_{}(r); ", p.ty.mangle()))
        .collect();
    let args: Vec<String> = (0..params.len()).map(|i| format!("a{i}")).collect();
    (decl, args.join(", "))
}

fn case_fn(shape: &Shape) -> String {
    let body = match shape {
        Shape::Function { name, params, returns, mutates } => {
            let (decl, args) = read_args(params);
            let f = Lang::Go.ident(name);
            let call = if *returns == Type::Void {
                format!("{f}({args}); ms := mashangNow() - t0; value.WriteString(\"null\")")
            } else {
                format!(
                    "res := {f}({args}); ms := mashangNow() - t0; mashangWr_{}(value, res)",
                    returns.mangle()
                )
            };
            // In place: the slice (sharing its array with the call's) right after the call.
            let state = mutates
                .as_ref()
                .map(|m| format!("; mashangWr_{}(state, a{})", m.ty.mangle(), m.index));
            format!("{decl}t0 := mashangNow(); {call}{}; return ms", state.unwrap_or_default())
        }
        Shape::Design { class, ctor, methods } => {
            let (decl, args) = read_args(ctor);
            let mut arms = format!(
                "\t\tcase 0: {decl}t0 := mashangNow(); obj = Constructor({args}); ms += mashangNow() - t0; value.WriteString(\"[null\")\n"
            );
            for (m, method) in methods.iter().enumerate() {
                let (decl, args) = read_args(&method.params);
                let f = method_ident(Lang::Go, &method.name);
                let call = if method.returns == Type::Void {
                    format!(
                        "t0 := mashangNow(); obj.{f}({args}); ms += mashangNow() - t0; value.WriteString(\",null\")"
                    )
                } else {
                    format!(
                        "t0 := mashangNow(); res := obj.{f}({args}); ms += mashangNow() - t0; value.WriteString(\",\"); mashangWr_{}(value, res)",
                        method.returns.mangle()
                    )
                };
                arms.push_str(&format!("\t\tcase {}: {decl}{call}\n", m + 1));
            }
            format!(
                "calls := r.i(); var obj {class}; ms := 0.0\n\tfor c := int64(0); c < calls; c++ {{\n\t\tswitch r.i() {{\n{arms}\t\tdefault: panic(\"unknown method\")\n\t\t}}\n\t}}\n\tvalue.WriteString(\"]\"); return ms"
            )
        }
        Shape::Code { .. } | Shape::Stdio => {
            "t0 := mashangNow(); mashangTestMain(); value.WriteString(\"null\"); return mashangNow() - t0"
                .into()
        }
    };
    format!(
        "func mashangCase(r *mashangR, value *mashangStrings.Builder, state *mashangStrings.Builder) float64 {{\n\t{body}\n}}\n"
    )
}

/// The submission without its `package` lines (each blanked, so line numbers stay).
fn without_package(code: &str) -> String {
    code.lines()
        .map(|l| if l.trim_start().starts_with("package ") { "" } else { l })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The judge's node types the submission does not define itself (a commented LeetCode header is
/// not a definition; a helper `type ListNode struct` of its own, e.g. in an LRU cache, is).
fn nodes(code: &str) -> String {
    [(Node::List, LIST_NODE), (Node::Tree, TREE_NODE)]
        .into_iter()
        .filter(|(n, _)| !defines(code, Lang::Go, n.name()))
        .map(|(_, def)| def)
        .collect()
}

fn readers_and_writers(shape: &Shape) -> String {
    shape.types().iter().flat_map(|t| [reader(t), writer(t)]).collect()
}

/// The legacy single-file program: the submission, its test code and a nonce-protocol `main`.
pub(crate) fn legacy(shape: &Shape, code: &str) -> String {
    let code = without_package(code);
    // Test code may start with one single-line `import (…)`: Go wants every import before the
    // first declaration, so it joins the driver's on line 1 (keeping the submission's line numbers).
    let (test_imports, tests) = match shape {
        Shape::Code { tests } => match tests.split_once('\n') {
            Some((first, rest)) if first.trim_start().starts_with("import ") => {
                (format!("{}; ", first.trim()), rest)
            }
            _ => (String::new(), tests.as_str()),
        },
        _ => (String::new(), ""),
    };
    let mut out = format!("{HEAD}{test_imports}{code}\n");
    if let Shape::Code { .. } = shape {
        out.push_str(&tests.replace("func main()", "func mashangTestMain()"));
        out.push('\n');
    }
    out.push_str(&nodes(&code));
    out.push_str(&readers_and_writers(shape));
    out.push_str(&case_fn(shape));
    out.push_str(COMMON);
    out.push_str(LEGACY_MAIN);
    out
}

pub(crate) fn program(shape: &Shape, code: &str) -> Program {
    if matches!(shape, Shape::Code { .. } | Shape::Stdio) {
        return Program { source: legacy(shape, code), files: vec![] };
    }
    // Two files of one package: the submission keeps its own imports and line numbers
    // (`package main; ` joins its first line), the driver's names all start with `mashang`.
    let solution = format!("package main; {}\n", without_package(code));
    let mut driver = DIALOGUE_HEAD.to_string();
    driver.push_str(&nodes(code));
    driver.push_str(&readers_and_writers(shape));
    driver.push_str(&case_fn(shape));
    driver.push_str(COMMON);
    driver.push_str(DIALOGUE_MAIN);
    Program {
        source: driver,
        files: vec![JobFile { name: "solution.go".into(), content: solution }],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Type;

    #[test]
    fn go_program_keeps_line_numbers_and_uses_leetcode_names() {
        let shape = Shape::Design {
            class: "LRUCache".into(),
            ctor: vec![Typed { name: "capacity".into(), ty: Type::Int }],
            methods: vec![super::super::MethodShape {
                name: "get".into(),
                params: vec![Typed { name: "key".into(), ty: Type::Int }],
                returns: Type::Int,
            }],
        };
        let program = program(&shape, "package main\nimport \"sort\"\ntype LRUCache struct{}");
        let [solution] = &program.files[..] else { panic!("one user file") };
        assert_eq!(solution.name, "solution.go");
        let mut lines = solution.content.lines();
        assert_eq!(lines.next(), Some("package main; "));
        assert_eq!(lines.next(), Some("import \"sort\""));
        let driver = &program.source;
        assert!(driver.contains("obj = Constructor(a0)") && driver.contains("obj.Get(a0)"));
        assert!(!driver.contains("type LRUCache"), "the submission is not in the driver's file");
    }
}
