import Formwork
import Foundation

extension TransportOrderForm {
  /// The order service's response for a dispatched order, as GSForm's `reformRespRet:` got it:
  /// an envelope (`code`, `msg`) around `data`, switches as 0/1, the amount in yuan, the loading
  /// time with its offset. The remarks are absent (the server leaves empty members out).
  public static let hydrationSample: FormValue = [
    "code": 0,
    "msg": "success",
    "data": [
      "order_no": "GS201708150031",
      "project_id": "PRJ-031",
      "trace_id": 2,
      "trace_name": "Check in at every stop",
      "vehicle_type": "box",
      "loading_time": "2017-08-15T08:30:00+08:00",
      "need_receipt": 1,
      "tail_lift": 0,
      "loading": [
        "contact": "王师傅",
        "phone": "021-6888 1234",
        "address": "上海市浦东新区张杨路 500 号",
      ],
      "unloading": [
        ["contact": "李经理", "phone": "0571-8765 4321", "address": "杭州市西湖区文三路 90 号"],
        ["contact": "Chen Jing", "phone": "+86 139 1234 5678", "address": "苏州工业园区星湖街 328 号"],
      ],
      "insured": 1,
      "insured_amount": .decimal(Decimal(500_005) / 10),
    ],
  ]

  /// Members of ``hydrationSample``'s `data` that no row reads, and why: everything else is read
  /// by a row's `Row.source(_:)` (a test checks that nothing else is left behind).
  public static let unusedResponsePaths: [String: String] = [
    "$.data.trace_name": "the tracking plan's name: the selector shows the title of the option with `trace_id`"
  ]
}
