import CorollaService

extension KindCase: ChoiceArgument {}
