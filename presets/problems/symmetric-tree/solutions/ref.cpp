class Solution {
public:
    bool isSymmetric(TreeNode* root) {
        if (!root) return true;
        vector<pair<TreeNode*, TreeNode*>> st{{root->left, root->right}};
        while (!st.empty()) {
            auto [a, b] = st.back();
            st.pop_back();
            if (!a && !b) continue;
            if (!a || !b || a->val != b->val) return false;
            st.push_back({a->left, b->right});
            st.push_back({a->right, b->left});
        }
        return true;
    }
};
