// Iterative: record parents until both targets are seen (no recursion on deep trees).
func lowestCommonAncestor(root *TreeNode, p int, q int) int {
	parent := map[int]*int{root.Val: nil}
	stack := []*TreeNode{root}
	_, seenP := parent[p]
	_, seenQ := parent[q]
	for !seenP || !seenQ {
		node := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, child := range []*TreeNode{node.Left, node.Right} {
			if child != nil {
				v := node.Val
				parent[child.Val] = &v
				stack = append(stack, child)
			}
		}
		_, seenP = parent[p]
		_, seenQ = parent[q]
	}
	ancestors := map[int]bool{}
	for at := &p; at != nil; at = parent[*at] {
		ancestors[*at] = true
	}
	for !ancestors[q] {
		q = *parent[q]
	}
	return q
}
