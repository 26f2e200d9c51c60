//! The instruction table: one line per instruction (mnemonic, operand kinds, stack effect, one
//! line of meaning). The opcode enum, operand-kind table, encoder checks, generic decoder and the
//! disassembler (`iseq::disassemble`) all come from this table.
//!
//! Encoding: an iseq's code is a `Vec<u64>`; each instruction is its opcode word followed by one
//! word per operand. Operand words of kind `Obj` and `Iseq` hold object references, and the
//! iseq's reference bitmap (seed 002) names their offsets; it is made from the finished code
//! (`IseqParts::into_data`), for compiled and loaded code alike.
//! Stack effects of -1 mean "depends on the operands" (sends, newarray, ...).

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OperandKind {
    /// An immediate integer.
    Num,
    /// A literal Value (marked by the bitmap when it is a heap reference).
    Obj,
    /// A child instruction sequence (always a heap reference).
    Iseq,
    /// A SymbolId.
    Id,
    /// An absolute code offset.
    Label,
    /// Index of a call site (static CallInfo + dynamic CallCache).
    CallSite,
    /// Index of an instance-variable inline cache.
    IvarCache,
    /// Index of a constant inline cache.
    ConstCache,
}

pub struct InsnInfo {
    pub name: &'static str,
    pub operands: &'static [OperandKind],
    pub pops: i8,
    pub pushes: i8,
    pub doc: &'static str,
}

macro_rules! instructions {
    ($($op:ident $name:literal [$($kind:ident),*] ($pops:expr, $pushes:expr) $doc:literal;)*) => {
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        #[repr(u8)]
        pub enum Opcode { $($op),* }

        pub const INSNS: &[InsnInfo] = &[
            $(InsnInfo { name: $name, operands: &[$(OperandKind::$kind),*], pops: $pops, pushes: $pushes, doc: $doc }),*
        ];

        impl Opcode {
            pub const ALL: &'static [Opcode] = &[$(Opcode::$op),*];
        }

        /// Words per instruction (opcode included), as a dense byte table: the interpreter reads
        /// it on every instruction, so it must stay small and hot in L1.
        pub const INSN_LEN: &[u8] = &[$(1 + { let k: &[OperandKind] = &[$(OperandKind::$kind),*]; k.len() as u8 }),*];
    };
}

instructions! {
    Nop "nop" [] (0, 0) "does nothing";
    PutNil "putnil" [] (0, 1) "pushes nil";
    PutSelf "putself" [] (0, 1) "pushes self";
    PutObject "putobject" [Obj] (0, 1) "pushes a literal (immediate or frozen) object";
    PutString "putstring" [Obj] (0, 1) "pushes a new mutable copy of a string literal";
    Pop "pop" [] (1, 0) "discards the top of the stack";
    Dup "dup" [] (1, 2) "duplicates the top of the stack";
    DupN "dupn" [Num] (-1, -1) "duplicates the top n values";
    Swap "swap" [] (2, 2) "swaps the top two values";
    TopN "topn" [Num] (0, 1) "pushes the value n below the top";
    SetN "setn" [Num] (1, 1) "stores the top into the slot n below the top";
    AdjustStack "adjuststack" [Num] (-1, 0) "pops n values";
    GetLocal "getlocal" [Num] (0, 1) "pushes local n of this frame (locals live on the stack)";
    SetLocal "setlocal" [Num] (1, 0) "pops into local n of this frame";
    GetLocal2 "getlocal2" [Num, Num] (0, 2) "pushes locals a and b (superinstruction: getlocal a; getlocal b)";
    GetLocalEnv "getlocal_env" [Num, Num] (0, 1) "pushes local (index, level) from the env chain";
    SetLocalEnv "setlocal_env" [Num, Num] (1, 0) "pops into local (index, level) of the env chain";
    GetIvar "getinstancevariable" [Id, IvarCache] (0, 1) "pushes an ivar of self, shape-cached";
    SetIvar "setinstancevariable" [Id, IvarCache] (1, 0) "pops into an ivar of self, shape-cached";
    GetGlobal "getglobal" [Id] (0, 1) "pushes a global variable";
    SetGlobal "setglobal" [Id] (1, 0) "pops into a global variable";
    GetCvar "getclassvariable" [Id] (0, 1) "pushes a class variable of the lexical class";
    SetCvar "setclassvariable" [Id] (1, 0) "pops into a class variable of the lexical class";
    GetConst "getconstant" [Id, ConstCache] (0, 1) "pushes a constant found lexically, then by ancestry";
    GetConstFrom "getconstant_from" [Id] (1, 1) "pops a module and pushes its constant (A::B)";
    GetConstTop "getconstant_top" [Id] (0, 1) "pushes a constant of Object (::A)";
    SetConst "setconstant" [Id] (1, 0) "pops into a constant of the lexical class";
    SetConstFrom "setconstant_from" [Id] (2, 0) "pops value and module; sets module's constant";
    NewArray "newarray" [Num] (-1, 1) "pops n values into a new array";
    SplatArray "splatarray" [] (1, 1) "converts the top to an array (to_a) for a splat";
    ConcatArray "concatarray" [] (2, 1) "pops two arrays and pushes their concatenation";
    NewHash "newhash" [Num] (-1, 1) "pops n values (key, value, ...) into a new hash";
    MergeHash "mergekwhash" [] (2, 1) "pops a hash to splat (**h) and merges it into the hash below";
    NewRange "newrange" [Num] (2, 1) "pops begin and end into a range (operand 1: exclusive)";
    ToString "objtostring" [] (1, 1) "converts the top to a string for interpolation (to_s)";
    ConcatStrings "concatstrings" [Num] (-1, 1) "pops n strings and pushes their concatenation";
    Intern "intern" [] (1, 1) "converts a string to a symbol";
    Jump "jump" [Label] (0, 0) "jumps";
    BranchIf "branchif" [Label] (1, 0) "pops; jumps if truthy";
    BranchUnless "branchunless" [Label] (1, 0) "pops; jumps if falsy";
    BranchNil "branchnil" [Label] (0, 0) "jumps if the top is nil (keeps it)";
    Send "send" [CallSite, Iseq] (-1, 1) "calls a method with a literal block";
    SendWithoutBlock "opt_send_without_block" [CallSite] (-1, 1) "calls a method without a literal block";
    InvokeSuper "invokesuper" [CallSite, Iseq] (-1, 1) "calls the superclass method";
    InvokeBlock "invokeblock" [CallSite] (-1, 1) "yields to the frame's block";
    OptPlus "opt_plus" [CallSite] (2, 1) "a + b, fast for Integer/Float/String/Array";
    OptMinus "opt_minus" [CallSite] (2, 1) "a - b, fast for Integer/Float";
    OptMult "opt_mult" [CallSite] (2, 1) "a * b, fast for Integer/Float";
    OptDiv "opt_div" [CallSite] (2, 1) "a / b, fast for Integer/Float";
    OptMod "opt_mod" [CallSite] (2, 1) "a % b, fast for Integer/Float";
    OptEq "opt_eq" [CallSite] (2, 1) "a == b, fast for Integer/Float/String/Symbol";
    OptNeq "opt_neq" [CallSite] (2, 1) "a != b";
    OptAnd "opt_and" [CallSite] (2, 1) "a & b, fast for Integer";
    OptOr "opt_or" [CallSite] (2, 1) "a | b, fast for Integer";
    OptXor "opt_xor" [CallSite] (2, 1) "a ^ b, fast for Integer";
    OptGtGt "opt_gtgt" [CallSite] (2, 1) "a >> b, fast for Integer";
    OptLt "opt_lt" [CallSite] (2, 1) "a < b, fast for Integer/Float";
    OptLe "opt_le" [CallSite] (2, 1) "a <= b, fast for Integer/Float";
    OptGt "opt_gt" [CallSite] (2, 1) "a > b, fast for Integer/Float";
    OptGe "opt_ge" [CallSite] (2, 1) "a >= b, fast for Integer/Float";
    OptLtLt "opt_ltlt" [CallSite] (2, 1) "a << b, fast for Integer/String/Array";
    OptAref "opt_aref" [CallSite] (2, 1) "a[b], fast for Array/Hash";
    OptAset "opt_aset" [CallSite] (3, 1) "a[b] = c, fast for Array/Hash";
    OptNot "opt_not" [CallSite] (1, 1) "!a";
    OptPlusImm "opt_plus_imm" [Obj, CallSite] (1, 1) "a + imm (superinstruction: putobject imm; opt_plus)";
    OptMinusImm "opt_minus_imm" [Obj, CallSite] (1, 1) "a - imm (superinstruction: putobject imm; opt_minus)";
    OptMultImm "opt_mult_imm" [Obj, CallSite] (1, 1) "a * imm (superinstruction: putobject imm; opt_mult)";
    OptDivImm "opt_div_imm" [Obj, CallSite] (1, 1) "a / imm (superinstruction: putobject imm; opt_div)";
    OptModImm "opt_mod_imm" [Obj, CallSite] (1, 1) "a % imm (superinstruction: putobject imm; opt_mod)";
    OptAndImm "opt_and_imm" [Obj, CallSite] (1, 1) "a & imm (superinstruction: putobject imm; opt_and)";
    OptOrImm "opt_or_imm" [Obj, CallSite] (1, 1) "a | imm (superinstruction: putobject imm; opt_or)";
    OptLtImm "opt_lt_imm" [Obj, CallSite] (1, 1) "a < imm (superinstruction: putobject imm; opt_lt)";
    OptLeImm "opt_le_imm" [Obj, CallSite] (1, 1) "a <= imm (superinstruction: putobject imm; opt_le)";
    OptGtImm "opt_gt_imm" [Obj, CallSite] (1, 1) "a > imm (superinstruction: putobject imm; opt_gt)";
    OptGeImm "opt_ge_imm" [Obj, CallSite] (1, 1) "a >= imm (superinstruction: putobject imm; opt_ge)";
    OptEqImm "opt_eq_imm" [Obj, CallSite] (1, 1) "a == imm (superinstruction: putobject imm; opt_eq)";
    OptNeqImm "opt_neq_imm" [Obj, CallSite] (1, 1) "a != imm (superinstruction: putobject imm; opt_neq)";
    OptLength "opt_length" [CallSite] (1, 1) "a.length, fast for String/Array/Hash";
    OptSize "opt_size" [CallSite] (1, 1) "a.size, fast for String/Array/Hash";
    OptEmptyP "opt_empty_p" [CallSite] (1, 1) "a.empty?, fast for String/Array/Hash";
    OptNilP "opt_nil_p" [CallSite] (1, 1) "a.nil?";
    Leave "leave" [] (1, 0) "returns the top from this frame";
    ThrowBreak "throw_break" [] (1, 0) "breaks out of the block's home call with the top";
    ThrowReturn "throw_return" [] (1, 0) "returns the top from the enclosing method (from a block)";
    ThrowJump "throw_jump" [Label, Num, Num] (1, 0) "leaves a loop through ensure clauses (`break`/`next` in `while`): runs them, then jumps to the label with the operand stack cut to the depth, the top pushed back when the last operand is 1";
    DefineClass "defineclass" [Id, Iseq, Num] (2, 1) "pops cbase and superclass; opens or creates a class/module (operand 3: 0 class, 1 module, 2 singleton) and runs its body";
    DefineMethod "definemethod" [Id, Iseq] (0, 1) "defines an instance method on the lexical class";
    DefineSMethod "definesmethod" [Id, Iseq] (1, 1) "pops an object; defines a singleton method on it";
    ExpandArray "expandarray" [Num, Num, Num] (1, -1) "pops an array; pushes (pre, splat?, post) parts for multiple assignment";
    CheckMatch "checkmatch" [Num] (2, 1) "pops pattern and target; pushes pattern === target (operand 1: pattern is a splatted array)";
    RescueMatch "rescuematch" [Num] (2, 1) "pops class (or array with operand 1) and exception; pushes whether it matches";
    GetBlockParam "getblockparam" [] (0, 1) "pushes the frame's block as a Proc (or nil)";
    DefinedIvar "defined_ivar" [Id] (0, 1) "pushes \"instance-variable\" if self has the ivar, else nil";
    DefinedGlobal "defined_gvar" [Id] (0, 1) "pushes \"global-variable\" if the global is set, else nil";
    DefinedConst "defined_const" [Id] (0, 1) "pushes \"constant\" if the constant resolves, else nil";
    DefinedConstFrom "defined_const_from" [Id] (1, 1) "`defined?(Mod::Name)`: whether the popped module or its ancestors define the public constant (nothing loads)";
    DefinedMethod "defined_method" [Id, Num] (1, 1) "pops a receiver; pushes \"method\" if it responds (operand 2: private ok)";
    DefinedYield "defined_yield" [] (0, 1) "pushes \"yield\" if the frame has a block, else nil";
    DefinedSuper "defined_super" [] (0, 1) "pushes \"super\" if a super method exists, else nil";
    DefinedCvar "defined_cvar" [Id] (0, 1) "pushes \"class variable\" if it is set, else nil";
    EndEnsure "end_ensure" [] (0, 0) "goes on with the unwind parked when the ensure handler was entered (never falls through)";
    Reraise "reraise" [] (1, 0) "pops an exception and raises it again (no rescue clause matched)";
    AliasMethod "alias_method" [Id, Id] (0, 1) "alias new old in the lexical class";
    AliasGlobal "alias_global" [Id, Id] (0, 1) "alias $new $old";
    UndefMethod "undef_method" [Id] (0, 1) "undef a method of the lexical class";
    SingletonClass "singletonclass" [] (1, 1) "pops an object and pushes its singleton class";
    ToArrayForMasgn "to_ary" [] (1, 1) "converts the right side of a multiple assignment to an array";
    CheckKeyword "checkkeyword" [Num, Label] (0, 0) "jumps over a keyword default when local n holds a passed keyword";
    PutSpecialObject "putspecialobject" [Num] (0, 1) "pushes a VM object (1: the lexical class)";
    BackRef "backref" [Num, Num] (1, 1) "pops $~ (a MatchData or nil); pushes what operand 1 names of it ($& $` $' $+, or group n; 0 checks a value assigned to $~)";
    ToRegexp "toregexp" [Num] (1, 1) "pops a string; pushes a new Regexp of it with option bits operand 1 (an interpolated literal)";
    OnceGet "once_get" [Obj] (0, 1) "pushes the value cell operand 1 (an Array) holds, or nil (a /.../o literal made once)";
    OnceSet "once_set" [Obj] (1, 1) "stores the top into cell operand 1 (an Array), keeping it on the stack";
    JumpBack "jump_back" [Label] (0, 0) "jumps to an earlier instruction: a loop's back edge, where interrupts are checked (made from `jump` by `IseqParts::into_data`; binaries hold the plain form; the label is held as the distance back, `Opcode::branch_target`)";
    BranchIfBack "branchif_back" [Label] (1, 0) "branchif to an earlier instruction (a back edge, like jump_back)";
    BranchUnlessBack "branchunless_back" [Label] (1, 0) "branchunless to an earlier instruction (a back edge, like jump_back)";
    BackRefNamed "backref_named" [Id] (1, 1) "pops $~ (a MatchData or nil); pushes its group named operand 1 (the last of that name that took part), nil without a match (`/(?<name>..)/ =~ s`; the name is an Id operand so a binary maps it to this process's symbol)";
}

impl Opcode {
    /// The back-edge form of a branch (`jump_back` for `jump`, ...): what a branch to an
    /// earlier instruction becomes, so that only loops pay for the interrupt check.
    pub fn back_edge_form(self) -> Option<Opcode> {
        match self {
            Opcode::Jump => Some(Opcode::JumpBack),
            Opcode::BranchIf => Some(Opcode::BranchIfBack),
            Opcode::BranchUnless => Some(Opcode::BranchUnlessBack),
            _ => None,
        }
    }

    /// The plain form of a back-edge branch (itself for every other instruction): what the
    /// binary format and every analysis of the code see.
    pub fn plain_form(self) -> Opcode {
        match self {
            Opcode::JumpBack => Opcode::Jump,
            Opcode::BranchIfBack => Opcode::BranchIf,
            Opcode::BranchUnlessBack => Opcode::BranchUnless,
            op => op,
        }
    }

    /// Where a branch at `pc` whose label operand word is `w` goes. A forward branch holds its
    /// target; a back edge holds how far back it is (`jump_back`, `branchif_back`) or that
    /// distance negated (`branchunless_back`). Why: the interpreter's arms then compute the
    /// target with different instructions (a load, a subtract, an add), so LLVM does not merge
    /// their taken paths into one shared block reached by an extra jump, which cost every loop
    /// iteration as much again as the interrupt check itself (docs/benchmarks.md).
    #[inline(always)]
    pub fn branch_target(self, pc: usize, w: u64) -> usize {
        match self {
            Opcode::JumpBack | Opcode::BranchIfBack => pc.wrapping_sub(w as usize),
            Opcode::BranchUnlessBack => pc.wrapping_add(w as usize),
            _ => w as usize,
        }
    }

    /// The label operand word of this branch at `pc` going to `target` (`branch_target`'s
    /// inverse).
    pub fn label_operand(self, pc: usize, target: usize) -> u64 {
        (match self {
            Opcode::JumpBack | Opcode::BranchIfBack => pc.wrapping_sub(target),
            Opcode::BranchUnlessBack => target.wrapping_sub(pc),
            _ => target,
        }) as u64
    }
}

/// The specialised instruction for a plain call of method `name` with `argc` arguments (CRuby's
/// `opt_*` instructions), if there is one. Its stack effect equals the call's.
pub fn specialized(name: crate::symbol::SymbolId, argc: u32) -> Option<Opcode> {
    use crate::symbol::sym;
    Some(match (argc, name) {
        (1, sym::PLUS) => Opcode::OptPlus,
        (1, sym::MINUS) => Opcode::OptMinus,
        (1, sym::MUL) => Opcode::OptMult,
        (1, sym::DIV) => Opcode::OptDiv,
        (1, sym::MOD) => Opcode::OptMod,
        (1, sym::EQ) => Opcode::OptEq,
        (1, sym::NEQ) => Opcode::OptNeq,
        (1, sym::LT) => Opcode::OptLt,
        (1, sym::LE) => Opcode::OptLe,
        (1, sym::GT) => Opcode::OptGt,
        (1, sym::GE) => Opcode::OptGe,
        (1, sym::LTLT) => Opcode::OptLtLt,
        (1, sym::AREF) => Opcode::OptAref,
        (1, sym::AND) => Opcode::OptAnd,
        (1, sym::OR) => Opcode::OptOr,
        (1, sym::XOR) => Opcode::OptXor,
        (1, sym::GTGT) => Opcode::OptGtGt,
        (2, sym::ASET) => Opcode::OptAset,
        (0, sym::NOT) => Opcode::OptNot,
        (0, sym::LENGTH) => Opcode::OptLength,
        (0, sym::SIZE) => Opcode::OptSize,
        (0, sym::EMPTY_P) => Opcode::OptEmptyP,
        (0, sym::NIL_P) => Opcode::OptNilP,
        _ => return None,
    })
}

/// Superinstructions: the instruction that does `a` then `b` (operands `a_ops`, `b_ops`), for
/// the frequent pairs (measured with `CORUNDUM_INSN_STATS=1` over bench/), with its operands.
pub fn fuse(a: Opcode, a_ops: &[u64], b: Opcode, b_ops: &[u64]) -> Option<(Opcode, [u64; 2])> {
    use Opcode::*;
    let fused = match (a, b) {
        (GetLocal, GetLocal) => return Some((GetLocal2, [a_ops[0], b_ops[0]])),
        (PutObject, OptPlus) => OptPlusImm,
        (PutObject, OptMinus) => OptMinusImm,
        (PutObject, OptMult) => OptMultImm,
        (PutObject, OptDiv) => OptDivImm,
        (PutObject, OptMod) => OptModImm,
        (PutObject, OptAnd) => OptAndImm,
        (PutObject, OptOr) => OptOrImm,
        (PutObject, OptLt) => OptLtImm,
        (PutObject, OptLe) => OptLeImm,
        (PutObject, OptGt) => OptGtImm,
        (PutObject, OptGe) => OptGeImm,
        (PutObject, OptEq) => OptEqImm,
        (PutObject, OptNeq) => OptNeqImm,
        _ => return None,
    };
    Some((fused, [a_ops[0], b_ops[0]]))
}

impl Opcode {
    #[inline(always)]
    pub fn from_word(w: u64) -> Opcode {
        debug_assert!((w as usize) < INSNS.len());
        // SAFETY: code words in opcode position are only written by the assembler from an
        // Opcode, so the value is a valid discriminant (checked above in debug builds).
        unsafe { std::mem::transmute::<u8, Opcode>(w as u8) }
    }
    pub fn info(self) -> &'static InsnInfo {
        &INSNS[self as usize]
    }
    /// Words the instruction occupies, opcode included.
    #[inline(always)]
    pub fn len(self) -> usize {
        INSN_LEN[self as usize] as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn table_and_enum_agree() {
        assert_eq!(Opcode::ALL.len(), INSNS.len());
        for (i, op) in Opcode::ALL.iter().enumerate() {
            assert_eq!(*op as usize, i);
            assert_eq!(op.len(), 1 + op.info().operands.len());
            assert_eq!(Opcode::from_word(i as u64), *op);
        }
        let mut names: Vec<_> = INSNS.iter().map(|i| i.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), INSNS.len(), "mnemonics are unique");
    }
}
