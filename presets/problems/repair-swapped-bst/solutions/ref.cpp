class Solution {
public:
    TreeNode* repairBst(TreeNode* root) {
        TreeNode *first = nullptr, *second = nullptr, *prev = nullptr, *node = root;
        vector<TreeNode*> st;
        while (!st.empty() || node) {
            while (node) { st.push_back(node); node = node->left; }
            node = st.back();
            st.pop_back();
            if (prev && prev->val > node->val) {
                if (!first) first = prev;
                second = node;
            }
            prev = node;
            node = node->right;
        }
        swap(first->val, second->val);
        return root;
    }
};
