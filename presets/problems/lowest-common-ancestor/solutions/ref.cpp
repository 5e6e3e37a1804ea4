class Solution {
public:
    int lowestCommonAncestor(TreeNode* root, int p, int q) {
        // Iterative parent map: a recursive walk can overflow the stack on a 5·10^4-deep chain.
        unordered_map<int, const TreeNode*> parent;
        parent[root->val] = nullptr;
        unordered_map<int, const TreeNode*> node_of;
        node_of[root->val] = root;
        vector<const TreeNode*> stack{root};
        while (!parent.count(p) || !parent.count(q)) {
            const TreeNode* node = stack.back();
            stack.pop_back();
            for (const TreeNode* child : {node->left, node->right}) {
                if (!child) continue;
                parent[child->val] = node;
                node_of[child->val] = child;
                stack.push_back(child);
            }
        }
        unordered_set<const TreeNode*> ancestors;
        for (const TreeNode* a = node_of[p]; a; a = parent[a->val]) ancestors.insert(a);
        const TreeNode* b = node_of[q];
        while (!ancestors.count(b)) b = parent[b->val];
        return b->val;
    }
};
