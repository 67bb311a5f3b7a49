extension TextStyle {
    /// The SGR parameters that change a terminal from `self` to `target`, as few as possible.
    /// Empty when nothing changes.
    func sgrTransition(to target: TextStyle) -> [Int] {
        if self == target { return [] }
        if target == .plain { return [0] }
        var parameters: [Int] = []
        // 22 turns off both bold and dim, so either one turning off costs a re-add of the other.
        if (isBold && !target.isBold) || (isDim && !target.isDim) {
            parameters.append(22)
            if target.isBold { parameters.append(1) }
            if target.isDim { parameters.append(2) }
        } else {
            if target.isBold && !isBold { parameters.append(1) }
            if target.isDim && !isDim { parameters.append(2) }
        }
        if isUnderlined != target.isUnderlined { parameters.append(target.isUnderlined ? 4 : 24) }
        if isReversed != target.isReversed { parameters.append(target.isReversed ? 7 : 27) }
        if foreground != target.foreground {
            parameters += target.foreground?.sgrParameters(background: false) ?? [39]
        }
        if background != target.background {
            parameters += target.background?.sgrParameters(background: true) ?? [49]
        }
        let full = [0] + target.fullParameters
        return full.count < parameters.count ? full : parameters
    }

    private var fullParameters: [Int] {
        var parameters: [Int] = []
        if isBold { parameters.append(1) }
        if isDim { parameters.append(2) }
        if isUnderlined { parameters.append(4) }
        if isReversed { parameters.append(7) }
        if let foreground { parameters += foreground.sgrParameters(background: false) }
        if let background { parameters += background.sgrParameters(background: true) }
        return parameters
    }
}
