//! The Go driver (LeetCode conventions: `func twoSum`, `Constructor`, exported pointer-receiver
//! methods). Driver imports are aliased and declared on the submission's first line, so line numbers
//! match and they never clash with the candidate's own imports.

use super::{Shape, Typed, method_ident};
use crate::core::problem::{Lang, Type};

const HEAD: &str = r#"package main; import (mio "io"; mos "os"; mstrconv "strconv"; mstrings "strings"; mtime "time"; mmath "math"; mfmt "fmt"); "#;

const SUPPORT: &str = r#"
type mR struct { s []byte; p int }
func (r *mR) ws() { for r.p < len(r.s) && r.s[r.p] <= ' ' { r.p++ } }
func (r *mR) tok() string { r.ws(); st := r.p; for r.p < len(r.s) && r.s[r.p] > ' ' { r.p++ }; return string(r.s[st:r.p]) }
func (r *mR) i() int64 { v, _ := mstrconv.ParseInt(r.tok(), 10, 64); return v }
func (r *mR) f() float64 { v, _ := mstrconv.ParseFloat(r.tok(), 64); return v }
func (r *mR) str() string { n := int(r.i()); r.p++; v := string(r.s[r.p : r.p+n]); r.p += n; return v }
// JSON, not Go, string escapes: strconv.Quote would write \a or \x01, which JSON rejects.
func mStr(o *mstrings.Builder, v string) { o.WriteByte('"'); for _, c := range v { switch { case c == '"': o.WriteString("\\\""); case c == '\\': o.WriteString("\\\\"); case c == '\n': o.WriteString("\\n"); case c < 0x20: o.WriteString(mfmt.Sprintf("\\u%04x", c)); default: o.WriteRune(c) } }; o.WriteByte('"') }
func mF64(o *mstrings.Builder, v float64) { if mmath.IsInf(v, 0) || mmath.IsNaN(v) { o.WriteString("null") } else { o.WriteString(mstrconv.FormatFloat(v, 'g', -1, 64)) } }
var mNonce string
func mEmit(json string) { mos.Stdout.WriteString("\n@@MASHANG:" + mNonce + ":" + json + "\n") }
var mT0 = mtime.Now()
func mNow() float64 { return float64(mtime.Since(mT0).Nanoseconds()) / 1e6 }
func mRun(r *mR, value *mstrings.Builder) (ms float64, err string) {
	defer func() { if e := recover(); e != nil { err = mfmt.Sprint("panic: ", e) } }()
	ms = mCase(r, value)
	return
}
func main() {
	s, _ := mio.ReadAll(mos.Stdin)
	nl := 0
	for nl < len(s) && s[nl] != '\n' { nl++ }
	mNonce = mstrings.TrimSpace(string(s[:nl]))
	r := &mR{s: s, p: nl + 1}
	probeTotal := float64(r.i()); cases := r.i(); probeSpent := 0.0; probeStopped := false
	for c := int64(0); c < cases; c++ {
		idx, repeat, budget, limit, length := r.i(), r.i(), r.i(), r.i(), int(r.i())
		r.p++
		mark, end := r.p, r.p+length
		head := "{\"i\":" + mstrconv.FormatInt(idx, 10)
		if budget >= 0 && probeStopped { r.p = end; mEmit(head + ",\"skip\":true}"); continue }
		times := []float64{}
		var value mstrings.Builder
		err := ""
		for rep := int64(0); rep < repeat || rep == 0; rep++ {
			r.p = mark; value.Reset()
			ms, e := mRun(r, &value)
			if e != "" { err = e; break }
			times = append(times, ms)
			sum := 0.0; for _, t := range times { sum += t }
			if budget >= 0 && sum > float64(budget) { break }
		}
		r.p = end
		var ts mstrings.Builder
		ts.WriteString("[")
		for k, t := range times { if k > 0 { ts.WriteString(",") }; mF64(&ts, t) }
		ts.WriteString("]")
		if err != "" { var es mstrings.Builder; mStr(&es, err); mEmit(head + ",\"err\":" + es.String() + ",\"t\":" + ts.String() + "}"); continue }
		mEmit(head + ",\"v\":" + value.String() + ",\"t\":" + ts.String() + "}")
		least := mmath.MaxFloat64
		for _, t := range times { least = mmath.Min(least, t) }
		if budget >= 0 {
			for _, t := range times { probeSpent += t }
			if least > float64(budget) || probeSpent > probeTotal { probeStopped = true }
		} else if least > float64(limit) { mEmit("{\"stopped\":" + mstrconv.FormatInt(idx, 10) + "}"); break }
	}
	mEmit("{\"done\":true}")
}
"#;

const NODES: &str = r#"
type ListNode struct { Val int; Next *ListNode }
type TreeNode struct { Val int; Left *TreeNode; Right *TreeNode }
"#;

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
        Type::List(x) => format!("n := int(r.i()); v := make({}, n); for k := 0; k < n; k++ {{ v[k] = rd_{}(r) }}; return v", go_type(t), x.mangle()),
        Type::Map(k, v) => format!("n := int(r.i()); m := make({}, n); for j := 0; j < n; j++ {{ key := rd_{}(r); m[key] = rd_{}(r) }}; return m", go_type(t), k.mangle(), v.mangle()),
        Type::Optional(x) => format!("if r.i() != 0 {{ v := rd_{}(r); return &v }}; return nil", x.mangle()),
        Type::ListNode => "n := int(r.i()); v := make([]int, n); for k := range v { v[k] = int(r.i()) }; var h *ListNode; for k := n - 1; k >= 0; k-- { h = &ListNode{Val: v[k], Next: h} }; return h".into(),
        Type::TreeNode => "n := int(r.i()); v := make([]*int, n); for k := range v { if r.i() != 0 { x := int(r.i()); v[k] = &x } }; if n == 0 || v[0] == nil { return nil }; root := &TreeNode{Val: *v[0]}; q := []*TreeNode{root}; i := 1; for k := 0; k < len(q) && i < n; k++ { if v[i] != nil { q[k].Left = &TreeNode{Val: *v[i]}; q = append(q, q[k].Left) }; i++; if i < n && v[i] != nil { q[k].Right = &TreeNode{Val: *v[i]}; q = append(q, q[k].Right) }; i++ }; return root".into(),
    };
    format!("func rd_{}(r *mR) {} {{ {body} }}\n", t.mangle(), go_type(t))
}

fn writer(t: &Type) -> String {
    let body = match t {
        Type::Int => "o.WriteString(mstrconv.Itoa(v))".into(),
        Type::Long => "o.WriteString(mstrconv.FormatInt(v, 10))".into(),
        Type::Float => "mF64(o, v)".into(),
        Type::Bool => "if v { o.WriteString(\"true\") } else { o.WriteString(\"false\") }".into(),
        Type::String => "mStr(o, v)".into(),
        Type::Void => "o.WriteString(\"null\")".into(),
        Type::List(x) => format!("if v == nil {{ o.WriteString(\"[]\"); return }}; o.WriteString(\"[\"); for k, x := range v {{ if k > 0 {{ o.WriteString(\",\") }}; wr_{}(o, x) }}; o.WriteString(\"]\")", x.mangle()),
        Type::Map(k, x) => {
            let key = match **k {
                Type::String => "mStr(o, key)",
                Type::Long => "mStr(o, mstrconv.FormatInt(key, 10))",
                _ => "mStr(o, mstrconv.Itoa(key))",
            };
            format!("o.WriteString(\"{{\"); first := true; for key, x := range v {{ if !first {{ o.WriteString(\",\") }}; first = false; {key}; o.WriteString(\":\"); wr_{}(o, x) }}; o.WriteString(\"}}\")", x.mangle())
        }
        Type::Optional(x) => format!("if v == nil {{ o.WriteString(\"null\") }} else {{ wr_{}(o, *v) }}", x.mangle()),
        Type::ListNode => "o.WriteString(\"[\"); for n := 0; v != nil && n <= 1000000; n++ { if n > 0 { o.WriteString(\",\") }; o.WriteString(mstrconv.Itoa(v.Val)); v = v.Next }; o.WriteString(\"]\")".into(),
        Type::TreeNode => "out := []string{}; q := []*TreeNode{v}; for k := 0; k < len(q) && len(out) <= 1000000; k++ { if q[k] == nil { out = append(out, \"null\") } else { out = append(out, mstrconv.Itoa(q[k].Val)); q = append(q, q[k].Left, q[k].Right) } }; for len(out) > 0 && out[len(out)-1] == \"null\" { out = out[:len(out)-1] }; o.WriteString(\"[\" + mstrings.Join(out, \",\") + \"]\")".into(),
    };
    format!("func wr_{}(o *mstrings.Builder, v {}) {{ {body} }}\n", t.mangle(), go_type(t))
}

fn read_args(params: &[Typed]) -> (String, String) {
    let decl: String = params
        .iter()
        .enumerate()
        .map(|(i, p)| format!("a{i} := rd_{}(r); ", p.ty.mangle()))
        .collect();
    let args: Vec<String> = (0..params.len()).map(|i| format!("a{i}")).collect();
    (decl, args.join(", "))
}

fn case_fn(shape: &Shape) -> String {
    let body = match shape {
        Shape::Function { name, params, returns } => {
            let (decl, args) = read_args(params);
            format!(
                "{decl}t0 := mNow(); res := {}({args}); ms := mNow() - t0; wr_{}(value, res); return ms",
                Lang::Go.ident(name),
                returns.mangle()
            )
        }
        Shape::Design { class, ctor, methods } => {
            let (decl, args) = read_args(ctor);
            let mut arms = format!(
                "\t\tcase 0: {decl}t0 := mNow(); obj = Constructor({args}); ms += mNow() - t0; value.WriteString(\"[null\")\n"
            );
            for (m, method) in methods.iter().enumerate() {
                let (decl, args) = read_args(&method.params);
                let f = method_ident(Lang::Go, &method.name);
                let call = if method.returns == Type::Void {
                    format!(
                        "t0 := mNow(); obj.{f}({args}); ms += mNow() - t0; value.WriteString(\",null\")"
                    )
                } else {
                    format!(
                        "t0 := mNow(); res := obj.{f}({args}); ms += mNow() - t0; value.WriteString(\",\"); wr_{}(value, res)",
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
            "t0 := mNow(); mashangTestMain(); value.WriteString(\"null\"); return mNow() - t0"
                .into()
        }
    };
    format!("func mCase(r *mR, value *mstrings.Builder) float64 {{\n\t{body}\n}}\n")
}

pub(crate) fn program(shape: &Shape, code: &str) -> String {
    let code: String = code
        .lines()
        .map(|l| if l.trim_start().starts_with("package ") { "" } else { l })
        .collect::<Vec<_>>()
        .join("\n");
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
    if !code.contains("type ListNode") && !code.contains("type TreeNode") {
        out.push_str(NODES);
    }
    let types = shape.types();
    for t in &types {
        out.push_str(&reader(t));
        out.push_str(&writer(t));
    }
    out.push_str(&case_fn(shape));
    out.push_str(SUPPORT);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::problem::Type;

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
        let src = program(&shape, "package main\nimport \"sort\"\ntype LRUCache struct{}");
        let mut lines = src.lines();
        assert!(lines.next().unwrap().starts_with("package main; import (mio"));
        assert_eq!(lines.next(), Some("import \"sort\""));
        assert!(src.contains("obj = Constructor(a0)") && src.contains("obj.Get(a0)"));
    }
}
