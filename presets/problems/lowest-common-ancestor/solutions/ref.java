class Solution {
    public int lowestCommonAncestor(TreeNode root, int p, int q) {
        Map<Integer, Integer> parent = new HashMap<>();
        parent.put(root.val, null);
        Deque<TreeNode> stack = new ArrayDeque<>();
        stack.push(root);
        while (!parent.containsKey(p) || !parent.containsKey(q)) {
            TreeNode node = stack.pop();
            for (TreeNode child : new TreeNode[] {node.left, node.right}) {
                if (child == null) continue;
                parent.put(child.val, node.val);
                stack.push(child);
            }
        }
        Set<Integer> ancestors = new HashSet<>();
        for (Integer a = p; a != null; a = parent.get(a)) ancestors.add(a);
        Integer b = q;
        while (!ancestors.contains(b)) b = parent.get(b);
        return b;
    }
}
