// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.

/** The longest text the server takes, per request body (its schema's title) and field: a form's maxLength. */
export const TEXT_LIMITS = {
  AbsenceApplicationRequest: {
    description: 4000
  },
  AcceptDecisionBody: {
    requestedStartDate: 20
  },
  ApplicationUpdate: {
    form: {
      child: {
        futureAddress: {
          street: 100,
          postalCode: 10,
          postOffice: 100
        },
        allergies: 500,
        diet: 500,
        assistanceDescription: 2000
      },
      guardian: {
        phone: 40,
        email: 120,
        emailRepeat: 120,
        futureAddress: {
          street: 100,
          postalCode: 10,
          postOffice: 100
        }
      },
      secondGuardian: {
        phone: 40,
        email: 120
      },
      otherPartner: {
        firstName: 100,
        lastName: 100,
        socialSecurityNumber: 11
      },
      otherChildren: {
        firstName: 100,
        lastName: 100,
        socialSecurityNumber: 11
      },
      preferences: {
        serviceNeed: {
          startTime: 5,
          endTime: 5
        },
        siblingBasis: {
          siblingName: 200,
          siblingSsn: 11,
          siblingUnit: 200
        }
      },
      otherInfo: 4000
    }
  },
  ChildDocumentAnswerRequest: {
    content: {
      answers: {
        questionId: 100,
        value: 20000
      }
    }
  },
  ClientErrorReport: {
    message: 1000,
    stack: 3000,
    route: 200,
    appVersion: 64,
    area: 40
  },
  EmailVerificationConfirm: {
    code: 100
  },
  IncomeStatementBody: {
    startDate: 10,
    endDate: 10,
    gross: {
      noIncomeDescription: 1000,
      estimatedMonthlyIncome: 20,
      otherIncomeInfo: 1000
    },
    entrepreneur: {
      startOfEntrepreneurship: 10,
      companyName: 200,
      businessId: 20,
      selfEmployed: {
        estimatedIncome: {
          estimatedMonthlyIncome: 20,
          incomeStartDate: 10,
          incomeEndDate: 10
        }
      },
      accountant: {
        name: 200,
        address: 300,
        phone: 40,
        email: 254
      }
    },
    otherInfo: 2000
  },
  IncomeStatementUpdateSent: {
    otherInfo: 2000
  },
  MessageReply: {
    content: 10000
  },
  NewMessage: {
    title: 200,
    content: 10000
  },
  PersonalDataUpdate: {
    preferredName: 100,
    phone: 40,
    backupPhone: 40,
    email: 254
  },
  PushSubscriptionInput: {
    endpoint: 2000,
    keys: {
      p256dh: 200,
      auth: 100
    }
  },
  ServiceApplicationRequest: {
    additionalInfo: 4000
  },
  WalkingQueryBody: {
    query: 20000
  },
  WeakLoginCredentialsUpdate: {
    username: 254,
    password: 4096
  },
  WeakLoginRequest: {
    username: 256,
    password: 256
  }
} as const
