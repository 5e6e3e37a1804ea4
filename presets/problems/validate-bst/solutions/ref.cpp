class Solution {
public:
    bool isValidBst(TreeNode* root) {
        // Iterative in-order walk: values must increase strictly; a flag instead of a sentinel value.
        vector<TreeNode*> stack;
        TreeNode* node = root;
        bool havePrev = false;
        int prev = 0;
        while (!stack.empty() || node) {
            while (node) { stack.push_back(node); node = node->left; }
            node = stack.back();
            stack.pop_back();
            if (havePrev && node->val <= prev) return false;
            havePrev = true;
            prev = node->val;
            node = node->right;
        }
        return true;
    }
};
