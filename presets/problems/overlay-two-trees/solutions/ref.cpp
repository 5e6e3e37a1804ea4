class Solution {
public:
    TreeNode* mergeTrees(TreeNode* a, TreeNode* b) {
        // iterative, rewriting a in place: pairs of nodes that both exist
        if (!a) return b;
        vector<pair<TreeNode*, TreeNode*>> stack{{a, b}};
        while (!stack.empty()) {
            auto [x, y] = stack.back();
            stack.pop_back();
            if (!y) continue;
            x->val += y->val;
            if (!x->left) x->left = y->left;
            else stack.push_back({x->left, y->left});
            if (!x->right) x->right = y->right;
            else stack.push_back({x->right, y->right});
        }
        return a;
    }
};
